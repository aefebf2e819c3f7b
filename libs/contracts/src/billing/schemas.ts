import { z } from 'zod';
import type { PublicUser } from '../access';
import type { PlanId } from '../plans';
import { BILLING_MESSAGES } from './messages';

/**
 * POST /api/create-checkout-session. The spec's client also sends `userId`; the server takes the
 * user from the session, so any `userId` in the body is ignored (stripped), never trusted.
 */
export const checkoutRequestSchema = z.object({
  plan: z.enum(['monthly', 'annual'], { error: BILLING_MESSAGES.planInvalid }),
});
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** Stripe checkout session ids: 'cs_' then letters, digits and '_' (test and live alike). */
export const CHECKOUT_SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

/** POST /api/link-subscription (signed in). */
export const linkSubscriptionSchema = z.object({
  sessionId: z.string({ error: BILLING_MESSAGES.sessionIdInvalid }).regex(CHECKOUT_SESSION_ID_PATTERN, { error: BILLING_MESSAGES.sessionIdInvalid }),
});
export type LinkSubscriptionInput = z.output<typeof linkSubscriptionSchema>;

/** The address of the payment provider's hosted checkout page, for the browser to go to. */
export interface CheckoutResponse {
  url: string;
}

/**
 * The member's subscription as the payment provider has it now (GET /api/subscription), with what
 * is already arranged for later: a switch of plan at the period end, or the cancellation.
 * Dates are ISO strings.
 */
export interface SubscriptionDetails {
  /** The provider's status: 'active', 'trialing', 'past_due', 'canceled', ... */
  status: string;
  plan: PlanId | null;
  /** The end of the period paid for: the next billing date, or the day access ends when cancelled. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The plan a scheduled change switches to (annual -> monthly), or null. */
  scheduledPlan: PlanId | null;
  /** When that switch happens (the current period's end), or null. */
  scheduledChangeAt: string | null;
}

/** GET /api/subscription: null when the member has no subscription with the provider. */
export interface SubscriptionDetailsResponse {
  subscription: SubscriptionDetails | null;
}

/** Link, upgrade, downgrade, cancel: the caller's user as it is now, and what happened. */
export interface SubscriptionResponse {
  user: PublicUser;
  message: string;
  /** Upgrade, downgrade and cancel: the subscription as the provider has it after the change. */
  subscription?: SubscriptionDetails | null;
}

/** A page of the payment provider where a past-due member updates their card. */
export interface BillingPortalResponse {
  url: string;
}
