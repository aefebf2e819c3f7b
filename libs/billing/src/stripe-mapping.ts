import type Stripe from 'stripe';
import { isPlanId, type PlanId } from '@bolo/contracts';
import type { CheckoutSessionView, InvoiceView, SubscriptionView } from './gateway';

/** The plan a Stripe price stands for, by the configured price ids. */
export type PlanOfPrice = (priceId: string | null | undefined) => PlanId | null;

export function planOfPriceFrom(prices: Record<PlanId, string>): PlanOfPrice {
  return (priceId) => {
    if (!priceId) return null;
    if (priceId === prices.monthly) return 'monthly';
    if (priceId === prices.annual) return 'annual';
    return null;
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);
const dateOf = (unixSeconds: number | null | undefined): Date | null => (unixSeconds == null ? null : new Date(unixSeconds * 1000));

/** A user id written by this product (client_reference_id, metadata.userId): a positive whole number, else null. */
export function userIdOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export function toCheckoutSessionView(session: Stripe.Checkout.Session): CheckoutSessionView {
  const plan = session.metadata?.plan;
  return {
    id: session.id,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    userId: userIdOf(session.client_reference_id) ?? userIdOf(session.metadata?.userId),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    plan: isPlanId(plan) ? plan : null,
  };
}

function priceIdOf(price: string | Stripe.Price | null | undefined): string | null {
  return idOf(price);
}

/**
 * The plan a schedule switches to after the current period, and when: the first later phase whose
 * price differs from the one running now (annual -> monthly). Released or finished schedules switch nothing.
 */
function scheduledChangeOf(
  schedule: Stripe.SubscriptionSchedule | null,
  currentPriceId: string | null,
  periodEnd: number | null,
  planOfPrice: PlanOfPrice,
): { plan: PlanId; at: Date } | null {
  if (!schedule || (schedule.status !== 'active' && schedule.status !== 'not_started')) return null;
  for (const phase of schedule.phases) {
    if (periodEnd !== null && phase.start_date < periodEnd) continue;
    const priceId = priceIdOf(phase.items[0]?.price as string | Stripe.Price | undefined);
    if (priceId && priceId !== currentPriceId) {
      const plan = planOfPrice(priceId);
      return plan ? { plan, at: new Date(phase.start_date * 1000) } : null;
    }
  }
  return null;
}

/** `subscription.schedule` is an id unless retrieved with `expand: ['schedule']`. */
export function toSubscriptionView(subscription: Stripe.Subscription, planOfPrice: PlanOfPrice): SubscriptionView {
  const item = subscription.items.data[0];
  const priceId = priceIdOf(item?.price);
  const periodEnd = item?.current_period_end ?? null;
  const schedule = subscription.schedule && typeof subscription.schedule === 'object' ? subscription.schedule : null;
  const scheduled = scheduledChangeOf(schedule, priceId, periodEnd, planOfPrice);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    plan: planOfPrice(priceId),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: dateOf(periodEnd),
    scheduledPlan: scheduled?.plan ?? null,
    scheduledChangeAt: scheduled?.at ?? null,
    endedAt: dateOf(subscription.ended_at),
    userId: userIdOf(subscription.metadata?.userId),
  };
}

function lineProration(line: Stripe.InvoiceLineItem): boolean {
  return Boolean(line.parent?.subscription_item_details?.proration ?? line.parent?.invoice_item_details?.proration ?? false);
}

function linePriceId(line: Stripe.InvoiceLineItem): string | null {
  return priceIdOf(line.pricing?.price_details?.price);
}

/** The invoice's plan: the price of its first regular (not prorated) line, else of any line. */
function invoicePlanOf(invoice: Stripe.Invoice, planOfPrice: PlanOfPrice): PlanId | null {
  const lines = invoice.lines?.data ?? [];
  const regular = lines.find((line) => !lineProration(line) && planOfPrice(linePriceId(line)));
  const any = regular ?? lines.find((line) => planOfPrice(linePriceId(line)));
  if (any) return planOfPrice(linePriceId(any));
  const metadataPlan = invoice.parent?.subscription_details?.metadata?.plan;
  return isPlanId(metadataPlan) ? metadataPlan : null;
}

export function toInvoiceView(invoice: Stripe.Invoice, planOfPrice: PlanOfPrice): InvoiceView {
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status: invoice.status ?? 'draft',
    amountPaidCents: invoice.amount_paid,
    amountDueCents: invoice.amount_due,
    currency: invoice.currency,
    paidAt: dateOf(invoice.status_transitions?.paid_at),
    plan: invoicePlanOf(invoice, planOfPrice),
    lines: (invoice.lines?.data ?? []).map((line) => ({ description: line.description, amountCents: line.amount, proration: lineProration(line) })),
  };
}
