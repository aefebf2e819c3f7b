import type { PublicUser } from '@bolo/contracts';

/** A users row as the API works with it (never the password hash). */
export interface UserRecord {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  subscriptionStatus: string;
  subscriptionPlan: string;
  subscriptionEndDate: Date | null;
  createdAt: Date;
}

/** Column list matching UserRecord; `u` is the users alias. */
export const USER_COLUMNS = `
  u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.is_admin AS "isAdmin",
  u.subscription_status AS "subscriptionStatus", u.subscription_plan AS "subscriptionPlan",
  u.subscription_end_date AS "subscriptionEndDate", u.created_at AS "createdAt"`;

export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionEndDate: user.subscriptionEndDate ? user.subscriptionEndDate.toISOString() : null,
  };
}
