import type { SubscriptionPlan, SubscriptionStatus } from '@bolo/contracts';

/**
 * What the mapping reads of a payment-provider subscription. `SubscriptionView` of @bolo/billing
 * has this shape (structurally), so this package does not depend on the billing library.
 */
export interface SubscriptionFacts {
  /** Stripe's status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'paused' | 'canceled' | 'incomplete' | 'incomplete_expired'. */
  status: string;
  plan: 'monthly' | 'annual' | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
}

/** The users columns a subscription decides (spec member-side §4 "Subscription display"). */
export interface UserSubscriptionState {
  status: Extract<SubscriptionStatus, 'active' | 'canceled' | 'past_due' | 'incomplete' | 'free'>;
  /** null: the price is not one of the configured plans; the stored plan is kept. */
  plan: SubscriptionPlan | null;
  /** Next Billing Date while active; the day access ends when cancelled; null otherwise. */
  endDate: Date | null;
}

/**
 * Stripe subscription -> the user's subscription columns; one rule for the API (link, upgrade,
 * downgrade, cancel) and the worker (webhook events), so both write the same values.
 *
 * - 'active'/'trialing': 'active' until current_period_end; with cancel_at_period_end,
 *   'canceled' with that end date (access continues until then: contracts `hasDirectoryAccess`).
 * - 'past_due'/'unpaid'/'paused': 'past_due' (no directory access; the profile offers the card update).
 * - 'canceled'/'incomplete_expired', or ended (ended_at set, or set to cancel and the period is over):
 *   'free' with plan 'none' and no end date: the profile shows "No Subscription" and View Plans.
 * - 'incomplete' (first payment not made yet) and anything unknown: 'incomplete', no access.
 */
export function subscriptionToUserState(subscription: SubscriptionFacts, now: Date): UserSubscriptionState {
  const periodEnd = subscription.currentPeriodEnd;
  const ended =
    subscription.status === 'canceled' ||
    subscription.status === 'incomplete_expired' ||
    (subscription.endedAt !== null && subscription.endedAt.getTime() <= now.getTime());
  if (ended) return { status: 'free', plan: 'none', endDate: null };

  switch (subscription.status) {
    case 'active':
    case 'trialing':
      if (subscription.cancelAtPeriodEnd) {
        if (periodEnd === null || periodEnd.getTime() <= now.getTime()) return { status: 'free', plan: 'none', endDate: null };
        return { status: 'canceled', plan: subscription.plan, endDate: periodEnd };
      }
      return { status: 'active', plan: subscription.plan, endDate: periodEnd };
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return { status: 'past_due', plan: subscription.plan, endDate: periodEnd };
    default:
      return { status: 'incomplete', plan: subscription.plan, endDate: null };
  }
}
