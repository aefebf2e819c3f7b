import Stripe from 'stripe';
import type { PlanId } from '@bolo/contracts';
import { type BillingConfig, isTestMode } from './config';
import { type BillingGateway, type InvoiceView, LiveModeRefusedError, type SubscriptionView, type VerifiedEvent, WebhookSignatureError } from './gateway';
import { planOfPriceFrom, toCheckoutSessionView, toInvoiceView, toSubscriptionView } from './stripe-mapping';

/** The API version this code was written against: the SDK's own, so types and requests agree. */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

/** The SDK client for this configuration: real Stripe, or the emulator through host/port/protocol. */
export function createStripeClient(config: Pick<BillingConfig, 'secretKey' | 'apiUrl'>): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    const protocol = url.protocol === 'https:' ? 'https' : 'http';
    options.host = url.hostname;
    options.port = url.port || (protocol === 'https' ? 443 : 80);
    options.protocol = protocol;
  }
  return new Stripe(config.secretKey, options);
}

/** Stripe's test card as a payment method (test mode only; the emulator knows it too). */
export const TEST_PAYMENT_METHOD = 'pm_card_visa';

/**
 * The provider refused the request as asked (Stripe's 400/402/409: the object is not in a state
 * that allows it, a declined card) rather than failing: asking again will not help.
 */
export function isProviderRefusal(error: unknown): boolean {
  const e = error as { type?: string; statusCode?: number } | null;
  if (!e || typeof e !== 'object') return false;
  return e.type === 'StripeInvalidRequestError' || e.type === 'StripeCardError' || e.statusCode === 400 || e.statusCode === 402 || e.statusCode === 409;
}

function isMissing(error: unknown): boolean {
  const e = error as { code?: string; statusCode?: number } | null;
  return e?.code === 'resource_missing' || e?.statusCode === 404;
}

async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

class StripeBillingGateway implements BillingGateway {
  private readonly planOfPrice;

  constructor(
    private readonly stripe: Stripe,
    private readonly config: BillingConfig,
  ) {
    this.planOfPrice = planOfPriceFrom(config.prices);
  }

  async createCheckoutSession(input: { plan: PlanId; userId: number | null; customerId: string | null; email: string | null }): Promise<{ id: string; url: string }> {
    const metadata: Record<string, string> = { plan: input.plan };
    if (input.userId !== null) metadata.userId = String(input.userId);
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: this.config.prices[input.plan], quantity: 1 }],
      ...(input.customerId ? { customer: input.customerId } : input.email ? { customer_email: input.email } : {}),
      ...(input.userId !== null ? { client_reference_id: String(input.userId) } : {}),
      metadata,
      subscription_data: { metadata },
      success_url: `${this.config.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${this.config.appUrl}/pricing`,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  async retrieveCheckoutSession(id: string) {
    const session = await orNull(this.stripe.checkout.sessions.retrieve(id));
    return session ? toCheckoutSessionView(session) : null;
  }

  async retrieveSubscription(id: string) {
    const subscription = await orNull(this.stripe.subscriptions.retrieve(id, { expand: ['schedule'] }));
    return subscription ? toSubscriptionView(subscription, this.planOfPrice) : null;
  }

  async retrieveInvoice(id: string) {
    const invoice = await orNull(this.stripe.invoices.retrieve(id));
    return invoice ? toInvoiceView(invoice, this.planOfPrice) : null;
  }

  async upgradeToAnnual(subscriptionId: string): Promise<SubscriptionView> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
    // A pending switch to monthly would undo the upgrade at the period end.
    if (subscription.schedule) await this.stripe.subscriptionSchedules.release(typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule.id);
    await this.stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: this.config.prices.annual, quantity: 1 }],
      proration_behavior: 'always_invoice',
      metadata: { plan: 'annual' },
    });
    return this.requireSubscription(subscriptionId);
  }

  async switchToMonthlyAtPeriodEnd(subscriptionId: string): Promise<SubscriptionView> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
    const scheduleId = subscription.schedule
      ? typeof subscription.schedule === 'string'
        ? subscription.schedule
        : subscription.schedule.id
      : (await this.stripe.subscriptionSchedules.create({ from_subscription: subscriptionId })).id;
    await this.stripe.subscriptionSchedules.update(scheduleId, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        { items: [{ price: this.config.prices.annual, quantity: 1 }], start_date: item.current_period_start, end_date: item.current_period_end },
        { items: [{ price: this.config.prices.monthly, quantity: 1 }], duration: { interval: 'month', interval_count: 1 }, metadata: { plan: 'monthly' } },
      ],
    });
    return this.requireSubscription(subscriptionId);
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionView> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    // A schedule owns the subscription's future; release it so the cancellation is the last word.
    if (subscription.schedule) await this.stripe.subscriptionSchedules.release(typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule.id);
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    return this.requireSubscription(subscriptionId);
  }

  async createPortalSession(customerId: string): Promise<{ url: string }> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${this.config.appUrl}/profile` });
    return { url: session.url };
  }

  async createTestCustomer(input: { email: string | null; name: string | null; metadata?: Record<string, string> }): Promise<{ id: string }> {
    this.refuseLiveMode('createTestCustomer');
    const customer = await this.stripe.customers.create({
      ...(input.email ? { email: input.email } : {}),
      ...(input.name ? { name: input.name } : {}),
      ...(input.metadata ? { metadata: input.metadata } : {}),
      payment_method: TEST_PAYMENT_METHOD,
      invoice_settings: { default_payment_method: TEST_PAYMENT_METHOD },
    });
    return { id: customer.id };
  }

  async customerCanPay(customerId: string): Promise<boolean> {
    const customer = await orNull(this.stripe.customers.retrieve(customerId));
    if (!customer || customer.deleted) return false;
    return Boolean(customer.invoice_settings?.default_payment_method);
  }

  async startTestSubscription(input: { customerId: string; plan: PlanId }): Promise<{ subscription: SubscriptionView; invoice: InvoiceView | null }> {
    this.refuseLiveMode('startTestSubscription');
    const created = await this.stripe.subscriptions.create({
      customer: input.customerId,
      items: [{ price: this.config.prices[input.plan], quantity: 1 }],
      payment_behavior: 'error_if_incomplete',
      metadata: { plan: input.plan },
    });
    const invoiceId = typeof created.latest_invoice === 'string' ? created.latest_invoice : (created.latest_invoice?.id ?? null);
    return { subscription: await this.requireSubscription(created.id), invoice: invoiceId ? await this.retrieveInvoice(invoiceId) : null };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): VerifiedEvent {
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(`Invalid webhook signature: ${(error as Error).message}`);
    }
    // Signed is not the same as well-formed: whoever holds the secret (a test, a misconfigured
    // forwarder) can sign anything, and the queue must only ever hold real events.
    const object = (event as Partial<Stripe.Event> | null)?.data?.object as { id?: unknown } | undefined;
    if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.created !== 'number' || !object || typeof object !== 'object') {
      throw new WebhookSignatureError('Malformed webhook event');
    }
    return { id: event.id, type: event.type, created: event.created, objectId: typeof object.id === 'string' ? object.id : '' };
  }

  private refuseLiveMode(call: string): void {
    if (!isTestMode(this.config)) throw new LiveModeRefusedError(`${call} needs a test-mode key (sk_test_...): demo data never charges real cards`);
  }

  private async requireSubscription(id: string): Promise<SubscriptionView> {
    const view = await this.retrieveSubscription(id);
    if (!view) throw new Error(`subscription ${id} disappeared`);
    return view;
  }
}

/** The product's payment gateway over the real SDK; `stripe` replaces the client (tests). */
export function createBillingGateway(config: BillingConfig, options: { stripe?: Stripe } = {}): BillingGateway {
  return new StripeBillingGateway(options.stripe ?? createStripeClient(config), config);
}
