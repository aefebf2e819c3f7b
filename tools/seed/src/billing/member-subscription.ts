import type { PlanId } from '@bolo/contracts';
import type { BillingGateway, InvoiceView, SubscriptionView } from '@bolo/billing';
import { subscriptionToUserState, type BillingRepository, type PaymentsRepository, type UserBilling, type UserSubscriptionState } from '@bolo/db';
import { SeedError } from '../config';

/** The demo member's plan when the seed starts its subscription. */
export const DEMO_MEMBER_PLAN: PlanId = 'monthly';

export type MemberSubscriptionOutcome =
  /** The provider has the member's subscription running; `synced` when the account's columns were behind it. */
  | { kind: 'exists'; subscriptionId: string; synced: boolean }
  /** A new customer (or the stored one) and subscription, paid with the test card; why one was needed. */
  | { kind: 'created'; subscriptionId: string; customerId: string; reason: 'none' | 'unknown' | 'ended'; paymentRecorded: boolean };

interface Repositories {
  billing: BillingRepository;
  payments: PaymentsRepository;
}

/**
 * Gives the demo member a subscription in the payment provider, through the product's gateway,
 * so Upgrade, Switch to Monthly and Cancel work for it as for any paying member. Idempotent:
 *
 * - the provider has the member's subscription and it is not over (active, set to cancel, past
 *   due...: whatever the member did with it): nothing is created; the account's columns are
 *   brought in line with it only if they differ (the API's own rule, `subscriptionToUserState`);
 * - no subscription id, one the provider does not know (the emulator keeps nothing across
 *   restarts) or one that has ended: a new one on the monthly plan. The stored customer is reused
 *   if the provider still has it with a card, else a new customer with the test card is stored
 *   first, so the webhook events of the new subscription already find the member by its customer.
 *   The first invoice is recorded in `payments` as the worker would (same invoice id, so the
 *   webhook later adds nothing and sends no receipt).
 *
 * The subscription names no user id in its metadata: the events are matched by the stored ids,
 * so an emulator shared by two databases cannot grant one database's user id in the other.
 */
export async function seedMemberSubscription(
  db: Repositories,
  gateway: BillingGateway,
  member: { id: number; name: string | null },
  now: Date,
): Promise<MemberSubscriptionOutcome> {
  const billing = await db.billing.billingOf(member.id);
  if (!billing) throw new SeedError(`the demo member (user ${member.id}) disappeared while seeding`);

  let reason: 'none' | 'unknown' | 'ended' = 'none';
  if (billing.subscriptionId) {
    const current = await gateway.retrieveSubscription(billing.subscriptionId);
    if (current && subscriptionToUserState(current, now).status !== 'free') {
      const synced = await syncState(db.billing, billing, current, now);
      return { kind: 'exists', subscriptionId: current.id, synced };
    }
    reason = current ? 'ended' : 'unknown';
  }

  let customerId = billing.stripeCustomerId && (await gateway.customerCanPay(billing.stripeCustomerId)) ? billing.stripeCustomerId : null;
  if (!customerId) {
    customerId = (await gateway.createTestCustomer({ email: billing.email, name: member.name, metadata: { demoAccount: billing.username } })).id;
    const stored = await db.billing.setCustomerId(member.id, customerId);
    if (stored !== true) throw new SeedError(`customer ${customerId} is held by another account`);
  }

  const { subscription, invoice } = await gateway.startTestSubscription({ customerId, plan: DEMO_MEMBER_PLAN });
  const written = await db.billing.applySubscriptionState(member.id, subscriptionToUserState(subscription, now), { customerId, subscriptionId: subscription.id }, null);
  if (typeof written === 'object') throw new SeedError(`the ${written.taken} id of subscription ${subscription.id} is held by another account`);
  if (written === 'missing') throw new SeedError(`the demo member (user ${member.id}) disappeared while seeding`);
  const paymentRecorded = invoice ? await recordFirstInvoice(db.payments, member.id, invoice, subscription, now) : false;
  return { kind: 'created', subscriptionId: subscription.id, customerId, reason, paymentRecorded };
}

/** Writes the provider's state to the account only when the account says something else. */
async function syncState(billing: BillingRepository, stored: UserBilling, subscription: SubscriptionView, now: Date): Promise<boolean> {
  const state = subscriptionToUserState(subscription, now);
  if (sameState(stored, state)) return false;
  const written = await billing.applySubscriptionState(stored.userId, state, { customerId: subscription.customerId || null, subscriptionId: subscription.id }, null);
  if (typeof written === 'object') throw new SeedError(`the ${written.taken} id of subscription ${subscription.id} is held by another account`);
  return written === 'applied';
}

function sameState(stored: UserBilling, state: UserSubscriptionState): boolean {
  return (
    stored.subscriptionStatus === state.status &&
    (state.plan === null || stored.subscriptionPlan === state.plan) &&
    (stored.subscriptionEndDate?.getTime() ?? null) === (state.endDate?.getTime() ?? null)
  );
}

/** The subscription's first invoice as a payment row, as the worker records a paid invoice. */
async function recordFirstInvoice(payments: PaymentsRepository, userId: number, invoice: InvoiceView, subscription: SubscriptionView, now: Date): Promise<boolean> {
  if (invoice.status !== 'paid') return false;
  return payments.record({
    userId,
    amountCents: invoice.amountPaidCents,
    currency: invoice.currency,
    plan: invoice.plan ?? subscription.plan ?? DEMO_MEMBER_PLAN,
    stripeInvoiceId: invoice.id,
    paidAt: invoice.paidAt ?? now,
  });
}
