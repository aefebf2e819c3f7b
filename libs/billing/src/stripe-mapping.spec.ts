import type Stripe from 'stripe';
import { planOfPriceFrom, toCheckoutSessionView, toInvoiceView, toSubscriptionView, userIdOf } from './stripe-mapping';

const planOfPrice = planOfPriceFrom({ monthly: 'price_m', annual: 'price_a' });
const PERIOD_END = 1_800_000_000;

const subscription = (overrides: Record<string, unknown> = {}) =>
  ({
    id: 'sub_1',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    ended_at: null,
    metadata: { userId: '12', plan: 'annual' },
    schedule: null,
    items: { data: [{ id: 'si_1', price: { id: 'price_a' }, current_period_start: PERIOD_END - 31_536_000, current_period_end: PERIOD_END }] },
    ...overrides,
  }) as unknown as Stripe.Subscription;

describe('mapping Stripe objects to the product views', () => {
  it('reads a checkout session: user from client_reference_id, email from the customer details, plan from metadata', () => {
    const session = {
      id: 'cs_test_1',
      status: 'complete',
      payment_status: 'paid',
      customer: 'cus_1',
      subscription: { id: 'sub_1' },
      client_reference_id: '42',
      metadata: { plan: 'monthly', userId: '42' },
      customer_details: { email: 'buyer@example.com' },
      customer_email: null,
    } as unknown as Stripe.Checkout.Session;
    expect(toCheckoutSessionView(session)).toEqual({
      id: 'cs_test_1',
      status: 'complete',
      paymentStatus: 'paid',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      userId: 42,
      customerEmail: 'buyer@example.com',
      plan: 'monthly',
    });
    const visitor = { ...session, client_reference_id: null, metadata: { plan: 'gold' }, customer: null, subscription: null, customer_details: null, customer_email: 'v@example.com', status: 'open', payment_status: 'unpaid' };
    expect(toCheckoutSessionView(visitor as unknown as Stripe.Checkout.Session)).toMatchObject({ userId: null, plan: null, customerId: null, subscriptionId: null, customerEmail: 'v@example.com' });
  });

  it('takes the period end from the subscription item and the plan from its price', () => {
    expect(toSubscriptionView(subscription(), planOfPrice)).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      plan: 'annual',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(PERIOD_END * 1000),
      scheduledPlan: null,
      scheduledChangeAt: null,
      endedAt: null,
      userId: 12,
    });
    expect(toSubscriptionView(subscription({ items: { data: [{ price: { id: 'price_other' }, current_period_end: PERIOD_END }] } }), planOfPrice).plan).toBeNull();
    expect(toSubscriptionView(subscription({ status: 'canceled', ended_at: PERIOD_END }), planOfPrice)).toMatchObject({ status: 'canceled', endedAt: new Date(PERIOD_END * 1000) });
  });

  it('reads the plan an expanded schedule switches to at the period end', () => {
    const schedule = {
      id: 'sub_sched_1',
      status: 'active',
      phases: [
        { start_date: PERIOD_END - 100, end_date: PERIOD_END, items: [{ price: 'price_a' }] },
        { start_date: PERIOD_END, end_date: PERIOD_END + 2_592_000, items: [{ price: 'price_m' }] },
      ],
    };
    expect(toSubscriptionView(subscription({ schedule }), planOfPrice)).toMatchObject({ scheduledPlan: 'monthly', scheduledChangeAt: new Date(PERIOD_END * 1000) });
    expect(toSubscriptionView(subscription({ schedule: { ...schedule, status: 'released' } }), planOfPrice)).toMatchObject({ scheduledPlan: null, scheduledChangeAt: null });
    // Not expanded: only an id, so nothing is claimed.
    expect(toSubscriptionView(subscription({ schedule: 'sub_sched_1' }), planOfPrice).scheduledPlan).toBeNull();
  });

  it('reads an invoice: subscription under parent.subscription_details, proration lines, plan from the regular line', () => {
    const invoice = {
      id: 'in_1',
      customer: 'cus_1',
      status: 'paid',
      amount_paid: 16100,
      amount_due: 16100,
      currency: 'usd',
      status_transitions: { paid_at: PERIOD_END },
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: { plan: 'monthly' } } },
      lines: {
        data: [
          { description: 'Unused time on Monthly', amount: -1900, parent: { subscription_item_details: { proration: true } }, pricing: { price_details: { price: 'price_m' } } },
          { description: '1 × Membership (at $180.00 / year)', amount: 18000, parent: { subscription_item_details: { proration: false } }, pricing: { price_details: { price: 'price_a' } } },
        ],
      },
    } as unknown as Stripe.Invoice;
    expect(toInvoiceView(invoice, planOfPrice)).toEqual({
      id: 'in_1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      status: 'paid',
      amountPaidCents: 16100,
      amountDueCents: 16100,
      currency: 'usd',
      paidAt: new Date(PERIOD_END * 1000),
      plan: 'annual',
      lines: [
        { description: 'Unused time on Monthly', amountCents: -1900, proration: true },
        { description: '1 × Membership (at $180.00 / year)', amountCents: 18000, proration: false },
      ],
    });
    const bare = { ...invoice, parent: null, lines: { data: [] }, status_transitions: { paid_at: null } } as unknown as Stripe.Invoice;
    expect(toInvoiceView(bare, planOfPrice)).toMatchObject({ subscriptionId: null, paidAt: null, plan: null, lines: [] });
  });

  it('accepts only positive whole user ids', () => {
    expect(userIdOf('7')).toBe(7);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', 'abc', '007', '99999999999999999']) expect(userIdOf(bad)).toBeNull();
  });
});
