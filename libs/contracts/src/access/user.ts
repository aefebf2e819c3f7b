// Statuses seen in spec member-side §3 plus 'incomplete' (a checkout that never finished).
export type SubscriptionStatus = 'free' | 'active' | 'canceled' | 'premium' | 'pro' | 'past_due' | 'incomplete';
export type SubscriptionPlan = 'none' | 'monthly' | 'annual';

/** The user as sent to browsers (never includes the password hash). Dates are ISO strings on the wire. */
export interface PublicUser {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  subscriptionStatus: string | null;
  subscriptionPlan: string | null;
  subscriptionEndDate: string | null;
}

/**
 * What the access predicates read. Loose on purpose: the browser passes a PublicUser
 * (ISO string dates), the server passes its entity (Date objects), and "no user" is null.
 */
export interface AccessSubject {
  isAdmin?: boolean | null;
  subscriptionStatus?: string | null;
  subscriptionEndDate?: string | Date | null;
}
