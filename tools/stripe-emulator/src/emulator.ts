// The emulator's behaviour: what each API call and each tick of the clock does to its records,
// and which events that makes. HTTP lives in server.ts; JSON shapes in render.ts.
import Stripe from 'stripe';
import { addInterval, PRICES, PRODUCT } from './catalog';
import { type DeliveryRecord, type SignatureKind, WebhookDelivery } from './delivery';
import { bool, type FormObject, type FormValue, int, list, mergeMetadata, obj, str } from './form';
import * as render from './render';
import type { Json } from './render';
import {
  type CheckoutSessionRecord,
  type CustomerRecord,
  EmulatorState,
  type EventRecord,
  type InvoiceLineRecord,
  type InvoiceRecord,
  type LineItemInput,
  newId,
  type PhaseRecord,
  type PortalSessionRecord,
  type ScheduleRecord,
  type SubscriptionRecord,
} from './state';

/** An error answered in Stripe's shape: `{ error: { type, message, code?, param? } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON(): Json {
    return { error: { type: this.type, message: this.message, ...(this.code ? { code: this.code } : {}), ...(this.param ? { param: this.param } : {}) } };
  }
}

export const missing = (kind: string, id: string, param = 'id') => new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);
const invalid = (message: string, param?: string) => new StripeApiError(400, 'invalid_request_error', message, param ? 'parameter_invalid' : undefined, param);

/** Test cards, as Stripe's test mode knows them. */
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;
export const CARD_DECLINED = 'Your card was declined.';
/** Stripe's test card as a PaymentMethod token (4242..., pays): what a server attaches without a page. */
export const TEST_PAYMENT_METHOD = 'pm_card_visa';

export interface CardInput {
  number?: string;
  expiry?: string;
  cvc?: string;
}

export interface EmulatorOptions {
  /** Origin the hosted pages are reached at (checkout and portal URLs). */
  publicUrl: string;
  webhookUrl: string | null;
  webhookSecret: string;
  retryDelaysMs: number[];
  log: (line: string) => void;
}

function checkCard(card: CardInput): string | null {
  const number = (card.number ?? '').replace(/[\s-]/g, '');
  if (!number) return 'Your card number is incomplete.';
  if (!/^\d{12,19}$/.test(number)) return 'Your card number is invalid.';
  const expiry = (card.expiry ?? '').replace(/\s/g, '');
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(expiry);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return "Your card's expiration date is incomplete.";
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const now = new Date();
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && Number(match[1]) < now.getUTCMonth() + 1)) return "Your card's expiration year is in the past.";
  if (!/^\d{3,4}$/.test(card.cvc ?? '')) return "Your card's security code is incomplete.";
  if (number === TEST_CARDS.declined) return CARD_DECLINED;
  if (number !== TEST_CARDS.success) return 'Your card number is incorrect.';
  return null;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

export class Emulator {
  readonly state = new EmulatorState();
  readonly delivery: WebhookDelivery;
  readonly apiVersion = Stripe.API_VERSION;

  constructor(readonly options: EmulatorOptions) {
    this.delivery = new WebhookDelivery({ webhookUrl: options.webhookUrl, webhookSecret: options.webhookSecret, retryDelaysMs: options.retryDelaysMs, log: options.log });
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.state.clockOffset;
  }

  // ---- events ------------------------------------------------------------------------------

  private emit(type: string, object: Json, created = this.now()): EventRecord {
    const event: EventRecord = { id: newId('evt'), type, created, object: JSON.parse(JSON.stringify(object)) as Json };
    this.state.events.push(event);
    this.state.eventsById.set(event.id, event);
    this.delivery.enqueue(event, this.eventPayload(event));
    return event;
  }

  renderEvent(event: EventRecord): Json {
    return render.renderEvent(event, this.apiVersion, this.delivery.webhookUrl ? 1 : 0);
  }

  eventPayload(event: EventRecord): string {
    return JSON.stringify(this.renderEvent(event), null, 2);
  }

  event(id: string): EventRecord {
    const event = this.state.eventsById.get(id);
    if (!event) throw missing('event', id);
    return event;
  }

  async redeliver(id: string, times: number, signature: SignatureKind): Promise<DeliveryRecord[]> {
    const event = this.event(id);
    const records: DeliveryRecord[] = [];
    for (let i = 0; i < times; i++) records.push(await this.delivery.sendOnce(event, this.eventPayload(event), signature, 'redeliver'));
    return records;
  }

  /** Sends the events one after the other in exactly this order (e.g. reversed), each awaited. */
  async deliverInOrder(ids: string[], signature: SignatureKind): Promise<DeliveryRecord[]> {
    const events = ids.map((id) => this.event(id));
    const records: DeliveryRecord[] = [];
    for (const event of events) records.push(await this.delivery.sendOnce(event, this.eventPayload(event), signature, 'ordered'));
    return records;
  }

  // ---- lookups -----------------------------------------------------------------------------

  customer(id: string): CustomerRecord {
    const customer = this.state.customers.get(id);
    if (!customer) throw missing('customer', id);
    return customer;
  }

  session(id: string): CheckoutSessionRecord {
    const session = this.state.sessions.get(id);
    if (!session) throw missing('checkout.session', id, 'session');
    return session;
  }

  subscription(id: string): SubscriptionRecord {
    const subscription = this.state.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  schedule(id: string): ScheduleRecord {
    const schedule = this.state.schedules.get(id);
    if (!schedule) throw missing('subscription_schedule', id, 'schedule');
    return schedule;
  }

  invoice(id: string): InvoiceRecord {
    const invoice = this.state.invoices.get(id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  }

  portalSession(id: string): PortalSessionRecord {
    const portal = this.state.portalSessions.get(id);
    if (!portal) throw missing('billing_portal.session', id);
    return portal;
  }

  subscriptionOfItem(itemId: string): SubscriptionRecord {
    for (const subscription of this.state.subscriptions.values()) if (subscription.item.id === itemId) return subscription;
    throw missing('subscription_item', itemId);
  }

  /** Any object by its id, rendered (expansion and the shape test). */
  renderById(id: string): Json | null {
    const url = this.options.publicUrl;
    if (id.startsWith('cus_')) return this.state.customers.has(id) ? render.renderCustomer(this.customer(id)) : null;
    if (id.startsWith('sub_sched_')) return this.state.schedules.has(id) ? render.renderSchedule(this.schedule(id), this.now()) : null;
    if (id.startsWith('sub_')) return this.state.subscriptions.has(id) ? render.renderSubscription(this.subscription(id)) : null;
    if (id.startsWith('si_')) {
      const subscription = [...this.state.subscriptions.values()].find((s) => s.item.id === id);
      return subscription ? render.renderSubscriptionItem(subscription.item, subscription.id) : null;
    }
    if (id.startsWith('in_')) return this.state.invoices.has(id) ? render.renderInvoice(this.invoice(id), url) : null;
    if (id.startsWith('cs_')) return this.state.sessions.has(id) ? render.renderCheckoutSession(this.session(id), url) : null;
    if (id.startsWith('price_')) return PRICES[id] ? render.renderPrice(PRICES[id]) : null;
    if (id === PRODUCT.id) return render.renderProduct();
    if (id.startsWith('evt_')) return this.state.eventsById.has(id) ? this.renderEvent(this.event(id)) : null;
    return null;
  }

  /** Stripe's `expand[]`: ids at the given dotted paths become the objects. */
  expand(json: Json, paths: FormValue | undefined): Json {
    for (const path of list(paths)) {
      if (typeof path !== 'string') continue;
      this.expandPath(json, path.split('.'));
    }
    return json;
  }

  private expandPath(node: unknown, path: string[]): void {
    if (!node || typeof node !== 'object' || path.length === 0) return;
    if (Array.isArray(node)) {
      for (const entry of node) this.expandPath(entry, path);
      return;
    }
    const record = node as Json;
    const [head, ...rest] = path;
    if (head === 'data' && Array.isArray(record.data) && rest.length > 0) return this.expandPath(record.data, rest);
    const value = record[head];
    if (rest.length === 0) {
      if (typeof value === 'string') record[head] = this.renderById(value) ?? value;
      return;
    }
    this.expandPath(value, rest);
  }

  // ---- customers ---------------------------------------------------------------------------

  /**
   * POST /v1/customers. `payment_method` attaches a card: only Stripe's test token `pm_card_visa`
   * (the test card 4242..., which pays), as a new `pm_` id; `invoice_settings[default_payment_method]`
   * naming that token (or the new id) makes it the default for subscriptions.
   */
  createCustomer(params: FormObject): CustomerRecord {
    const token = str(params.payment_method);
    if (token !== undefined && token !== TEST_PAYMENT_METHOD) throw missing('PaymentMethod', token, 'payment_method');
    const attached = token ? newId('pm') : null;
    const defaultToken = str(obj(params.invoice_settings).default_payment_method);
    if (defaultToken !== undefined && (attached === null || (defaultToken !== token && defaultToken !== attached))) {
      throw invalid(`The payment method \`${defaultToken}\` must be attached to the customer to be its default.`, 'invoice_settings[default_payment_method]');
    }
    const customer: CustomerRecord = {
      id: newId('cus', 14),
      created: this.now(),
      email: str(params.email) ?? null,
      name: str(params.name) ?? null,
      metadata: mergeMetadata({}, params.metadata),
      invoicePrefix: newId('x', 8).slice(2).toUpperCase(),
      nextInvoiceSequence: 1,
      defaultPaymentMethod: defaultToken ? attached : null,
    };
    this.state.customers.set(customer.id, customer);
    return customer;
  }

  // ---- checkout ----------------------------------------------------------------------------

  createCheckoutSession(params: FormObject): CheckoutSessionRecord {
    const mode = str(params.mode);
    if (mode !== 'subscription') throw invalid('The emulator supports only `mode: subscription` checkout sessions.', 'mode');
    const successUrl = str(params.success_url);
    if (!successUrl) throw invalid('Missing required param: success_url.', 'success_url');
    const lineItems: LineItemInput[] = list(params.line_items).map((entry, index) => {
      const line = obj(entry);
      const price = str(line.price);
      if (!price || !PRICES[price]) throw missing('price', price ?? '', `line_items[${index}][price]`);
      return { price, quantity: int(line.quantity) ?? 1 };
    });
    if (lineItems.length === 0) throw invalid('line_items is required in subscription mode.', 'line_items');
    const customerId = str(params.customer) ?? null;
    if (customerId) this.customer(customerId);
    const customerEmail = str(params.customer_email) ?? null;
    if (customerId && customerEmail) throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
    const now = this.now();
    const session: CheckoutSessionRecord = {
      id: newId('cs_test', 58),
      created: now,
      expiresAt: now + 24 * 60 * 60,
      mode,
      customer: customerId,
      customerEmail,
      clientReferenceId: str(params.client_reference_id) ?? null,
      metadata: mergeMetadata({}, params.metadata),
      subscriptionMetadata: mergeMetadata({}, obj(params.subscription_data).metadata),
      lineItems,
      successUrl,
      cancelUrl: str(params.cancel_url) ?? null,
      status: 'open',
      paymentStatus: 'unpaid',
      subscription: null,
      invoice: null,
      paidEmail: null,
      declined: null,
    };
    this.state.sessions.set(session.id, session);
    return session;
  }

  /** The email the hosted page prefills: the session's, or its customer's. */
  prefilledEmail(session: CheckoutSessionRecord): string | null {
    return session.customerEmail ?? (session.customer ? (this.state.customers.get(session.customer)?.email ?? null) : null);
  }

  /**
   * The hosted page's Pay button: a good card creates the customer (if needed), the
   * subscription and its paid first invoice, and completes the session; a declined card changes nothing.
   */
  payCheckout(sessionId: string, input: CardInput & { email?: string }): { redirect: string } | { error: string } {
    const session = this.session(sessionId);
    const successRedirect = () => ({ redirect: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id) });
    if (session.status === 'complete') return successRedirect();
    if (session.status === 'expired') return { error: 'This checkout session has expired.' };
    const email = (input.email ?? '').trim() || this.prefilledEmail(session) || '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { error: 'Your email address is invalid.' };
    const problem = checkCard(input);
    if (problem) {
      session.declined = problem;
      return { error: problem };
    }
    session.declined = null;
    const now = this.now();
    const customer = session.customer ? this.customer(session.customer) : this.createCustomer({ email });
    const { subscription, invoice } = this.startSubscription(customer, session.lineItems[0], session.subscriptionMetadata, now);
    session.status = 'complete';
    session.paymentStatus = 'paid';
    session.customer = customer.id;
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    session.paidEmail = email;
    this.emit('checkout.session.completed', render.renderCheckoutSession(session, this.options.publicUrl), now);
    return successRedirect();
  }

  /** A new active subscription to one price, its first invoice paid at once, and their events. */
  private startSubscription(customer: CustomerRecord, line: LineItemInput, metadata: Record<string, string>, now: number): { subscription: SubscriptionRecord; invoice: InvoiceRecord } {
    const price = PRICES[line.price];
    const subscription: SubscriptionRecord = {
      id: newId('sub'),
      created: now,
      customer: customer.id,
      status: 'active',
      item: { id: newId('si', 14), created: now, price: line.price, quantity: line.quantity, periodStart: now, periodEnd: addInterval(now, price.interval), metadata: {} },
      metadata: { ...metadata },
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      cancellationReason: null,
      latestInvoice: null,
      schedule: null,
      startDate: now,
      billingCycleAnchor: now,
      failNextRenewal: false,
    };
    this.state.subscriptions.set(subscription.id, subscription);
    const invoice = this.createInvoice(subscription, 'subscription_create', [this.regularLine(subscription)], now);
    this.payInvoice(invoice, now);
    this.emit('customer.subscription.created', render.renderSubscription(subscription), now);
    this.emit('invoice.paid', this.renderInvoice(invoice), now);
    return { subscription, invoice };
  }

  /**
   * POST /v1/subscriptions, without a checkout page: the customer's default payment method (the
   * test card) pays the first invoice at once. Without one it is refused, as Stripe refuses
   * `payment_behavior: error_if_incomplete`; the emulator never leaves an incomplete subscription.
   */
  createSubscription(params: FormObject): SubscriptionRecord {
    const customerId = str(params.customer);
    if (!customerId) throw invalid('Missing required param: customer.', 'customer');
    const customer = this.customer(customerId);
    const items = list(params.items).map(obj);
    if (items.length !== 1) throw invalid('The emulator creates subscriptions with exactly one item.', 'items');
    const priceId = str(items[0].price);
    if (!priceId || !PRICES[priceId]) throw missing('price', priceId ?? '', 'items[0][price]');
    const paymentMethod = str(params.default_payment_method) ?? customer.defaultPaymentMethod;
    if (!paymentMethod) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        'resource_missing',
        'default_payment_method',
      );
    }
    if (paymentMethod !== customer.defaultPaymentMethod) throw missing('PaymentMethod', paymentMethod, 'default_payment_method');
    return this.startSubscription(customer, { price: priceId, quantity: int(items[0].quantity) ?? 1 }, mergeMetadata({}, params.metadata), this.now()).subscription;
  }

  // ---- invoices ----------------------------------------------------------------------------

  renderInvoice(invoice: InvoiceRecord): Json {
    return render.renderInvoice(invoice, this.options.publicUrl);
  }

  private regularLine(subscription: SubscriptionRecord): InvoiceLineRecord {
    const price = PRICES[subscription.item.price];
    return {
      id: newId('il'),
      amount: price.unitAmount * subscription.item.quantity,
      description: `${subscription.item.quantity} × ${PRODUCT.name} (at ${dollars(price.unitAmount)} / ${price.interval})`,
      price: price.id,
      quantity: subscription.item.quantity,
      proration: false,
      periodStart: subscription.item.periodStart,
      periodEnd: subscription.item.periodEnd,
      subscriptionItem: subscription.item.id,
    };
  }

  private createInvoice(subscription: SubscriptionRecord, reason: InvoiceRecord['billingReason'], lines: InvoiceLineRecord[], now: number): InvoiceRecord {
    const customer = this.customer(subscription.customer);
    const invoice: InvoiceRecord = {
      id: newId('in'),
      created: now,
      customer: customer.id,
      customerEmail: customer.email,
      subscription: subscription.id,
      subscriptionMetadata: { ...subscription.metadata },
      status: 'open',
      billingReason: reason,
      lines,
      paidAt: null,
      finalizedAt: now,
      periodStart: Math.min(...lines.map((l) => l.periodStart)),
      periodEnd: Math.max(...lines.map((l) => l.periodEnd)),
      attemptCount: 0,
      number: `${customer.invoicePrefix}-${String(customer.nextInvoiceSequence).padStart(4, '0')}`,
    };
    customer.nextInvoiceSequence += 1;
    this.state.invoices.set(invoice.id, invoice);
    subscription.latestInvoice = invoice.id;
    return invoice;
  }

  private payInvoice(invoice: InvoiceRecord, now: number): void {
    invoice.status = 'paid';
    invoice.paidAt = now;
    invoice.attemptCount += 1;
  }

  // ---- subscriptions -----------------------------------------------------------------------

  /** POST /v1/subscriptions/:id: items (price change with proration), cancel_at_period_end, metadata. */
  updateSubscription(id: string, params: FormObject): SubscriptionRecord {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    const now = this.now();
    let changed = false;
    if (params.metadata !== undefined) {
      subscription.metadata = mergeMetadata(subscription.metadata, params.metadata);
      changed = true;
    }
    const cancel = bool(params.cancel_at_period_end);
    if (cancel !== undefined && cancel !== subscription.cancelAtPeriodEnd) {
      if (cancel && subscription.schedule) throw invalid('The subscription is managed by the subscription schedule, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.');
      subscription.cancelAtPeriodEnd = cancel;
      subscription.canceledAt = cancel ? now : null;
      subscription.cancellationReason = cancel ? 'cancellation_requested' : null;
      changed = true;
    }
    let invoice: InvoiceRecord | null = null;
    const items = list(params.items).map(obj);
    if (items.length > 0) {
      const first = items[0];
      const itemId = str(first.id);
      if (itemId && itemId !== subscription.item.id) throw missing('subscription_item', itemId, 'items[0][id]');
      const priceId = str(first.price);
      if (priceId && !PRICES[priceId]) throw missing('price', priceId, 'items[0][price]');
      if (priceId && priceId !== subscription.item.price) {
        invoice = this.changePrice(subscription, priceId, int(first.quantity) ?? subscription.item.quantity, str(params.proration_behavior) ?? 'create_prorations', now);
        changed = true;
      }
    }
    if (changed) this.emit('customer.subscription.updated', render.renderSubscription(subscription), now);
    if (invoice) this.emit('invoice.paid', this.renderInvoice(invoice), now);
    return subscription;
  }

  /**
   * A price change now. A new interval restarts the billing period today and charges the new
   * price in full less the unused time of the old one; the same interval prorates the rest of
   * the period. With 'always_invoice' that difference is invoiced and paid at once.
   */
  private changePrice(subscription: SubscriptionRecord, priceId: string, quantity: number, prorationBehavior: string, now: number): InvoiceRecord | null {
    const item = subscription.item;
    const oldPrice = PRICES[item.price];
    const newPrice = PRICES[priceId];
    const periodLength = Math.max(1, item.periodEnd - item.periodStart);
    const unused = Math.max(0, item.periodEnd - now);
    const credit: InvoiceLineRecord = {
      id: newId('il'),
      amount: -Math.round((oldPrice.unitAmount * item.quantity * unused) / periodLength),
      description: `Unused time on ${item.quantity} × ${PRODUCT.name} (${oldPrice.nickname}) after ${day(now)}`,
      price: oldPrice.id,
      quantity: item.quantity,
      proration: true,
      periodStart: now,
      periodEnd: item.periodEnd,
      subscriptionItem: item.id,
    };
    const lines: InvoiceLineRecord[] = [credit];
    if (newPrice.interval !== oldPrice.interval) {
      item.periodStart = now;
      item.periodEnd = addInterval(now, newPrice.interval);
      subscription.billingCycleAnchor = now;
      item.price = priceId;
      item.quantity = quantity;
      lines.push(this.regularLine(subscription));
    } else {
      lines.push({
        id: newId('il'),
        amount: Math.round((newPrice.unitAmount * quantity * unused) / periodLength),
        description: `Remaining time on ${quantity} × ${PRODUCT.name} (${newPrice.nickname}) after ${day(now)}`,
        price: newPrice.id,
        quantity,
        proration: true,
        periodStart: now,
        periodEnd: item.periodEnd,
        subscriptionItem: item.id,
      });
      item.price = priceId;
      item.quantity = quantity;
    }
    if (prorationBehavior !== 'always_invoice' && newPrice.interval === oldPrice.interval) return null;
    const invoice = this.createInvoice(subscription, 'subscription_update', lines, now);
    this.payInvoice(invoice, now);
    return invoice;
  }

  /** DELETE /v1/subscriptions/:id: ends it now. */
  cancelSubscriptionNow(id: string): SubscriptionRecord {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') return subscription;
    const now = this.now();
    this.endSubscription(subscription, now, 'cancellation_requested');
    return subscription;
  }

  private endSubscription(subscription: SubscriptionRecord, at: number, reason: string): void {
    subscription.status = 'canceled';
    subscription.endedAt = at;
    subscription.canceledAt ??= at;
    subscription.cancellationReason = reason;
    if (subscription.schedule) {
      const schedule = this.schedule(subscription.schedule);
      schedule.status = 'canceled';
      schedule.canceledAt = at;
      subscription.schedule = null;
    }
    this.emit('customer.subscription.deleted', render.renderSubscription(subscription), at);
  }

  // ---- schedules ---------------------------------------------------------------------------

  createSchedule(params: FormObject): ScheduleRecord {
    const fromId = str(params.from_subscription);
    if (!fromId) throw invalid('The emulator creates schedules only with from_subscription.', 'from_subscription');
    const subscription = this.subscription(fromId);
    if (subscription.schedule) throw invalid(`You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`, 'from_subscription');
    if (subscription.status === 'canceled') throw invalid('You cannot create a schedule from a canceled subscription.', 'from_subscription');
    const now = this.now();
    const schedule: ScheduleRecord = {
      id: newId('sub_sched'),
      created: now,
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'active',
      phases: [
        {
          start: subscription.item.periodStart,
          end: subscription.item.periodEnd,
          items: [{ price: subscription.item.price, quantity: subscription.item.quantity }],
          metadata: {},
          prorationBehavior: 'create_prorations',
        },
      ],
      endBehavior: 'release',
      releasedAt: null,
      releasedSubscription: null,
      canceledAt: null,
      completedAt: null,
      metadata: {},
    };
    this.state.schedules.set(schedule.id, schedule);
    subscription.schedule = schedule.id;
    this.emit('customer.subscription.updated', render.renderSubscription(subscription), now);
    return schedule;
  }

  updateSchedule(id: string, params: FormObject): ScheduleRecord {
    const schedule = this.schedule(id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') throw invalid(`You cannot update a subscription schedule that is ${schedule.status}.`);
    const endBehavior = str(params.end_behavior);
    if (endBehavior === 'release' || endBehavior === 'cancel') schedule.endBehavior = endBehavior;
    if (params.metadata !== undefined) schedule.metadata = mergeMetadata(schedule.metadata, params.metadata);
    const phases = list(params.phases).map(obj);
    const defaultProration = str(params.proration_behavior) ?? 'create_prorations';
    if (phases.length > 0) {
      const next: PhaseRecord[] = [];
      phases.forEach((phase, index) => {
        const items = list(phase.items).map(obj).map((item, itemIndex) => {
          const price = str(item.price);
          if (!price || !PRICES[price]) throw missing('price', price ?? '', `phases[${index}][items][${itemIndex}][price]`);
          return { price, quantity: int(item.quantity) ?? 1 };
        });
        if (items.length === 0) throw invalid('Each phase needs at least one item.', `phases[${index}][items]`);
        const start = int(phase.start_date) ?? (index === 0 ? schedule.phases[0]?.start : next[index - 1]?.end);
        if (start === undefined) throw invalid('The first phase needs a start_date.', `phases[${index}][start_date]`);
        const duration = obj(phase.duration);
        const interval = str(duration.interval) as 'day' | 'week' | 'month' | 'year' | undefined;
        const iterations = int(phase.iterations);
        const end =
          int(phase.end_date) ??
          (interval ? addInterval(start, interval, int(duration.interval_count) ?? 1) : addInterval(start, PRICES[items[0].price].interval, iterations ?? 1));
        if (end <= start) throw invalid('A phase must end after it starts.', `phases[${index}][end_date]`);
        next.push({ start, end, items, metadata: mergeMetadata({}, phase.metadata), prorationBehavior: str(phase.proration_behavior) ?? defaultProration });
      });
      schedule.phases = next;
      // The phase running now sets the subscription's price (the current phase normally keeps it).
      const subscription = schedule.subscription ? this.subscription(schedule.subscription) : null;
      const now = this.now();
      const current = next.find((phase) => phase.start <= now && now < phase.end);
      if (subscription && current && current.items[0].price !== subscription.item.price) {
        this.changePrice(subscription, current.items[0].price, current.items[0].quantity, current.prorationBehavior, now);
      }
      if (subscription) this.emit('customer.subscription.updated', render.renderSubscription(subscription), now);
    }
    return schedule;
  }

  releaseSchedule(id: string): ScheduleRecord {
    const schedule = this.schedule(id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') throw invalid(`You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`);
    this.release(schedule, this.now());
    return schedule;
  }

  private release(schedule: ScheduleRecord, at: number): void {
    schedule.status = 'released';
    schedule.releasedAt = at;
    schedule.releasedSubscription = schedule.subscription;
    const subscription = schedule.subscription ? this.state.subscriptions.get(schedule.subscription) : undefined;
    schedule.subscription = null;
    if (subscription) {
      subscription.schedule = null;
      this.emit('customer.subscription.updated', render.renderSubscription(subscription), at);
    }
  }

  // ---- billing portal ----------------------------------------------------------------------

  createPortalSession(params: FormObject): PortalSessionRecord {
    const customerId = str(params.customer);
    if (!customerId) throw invalid('Missing required param: customer.', 'customer');
    this.customer(customerId);
    const portal: PortalSessionRecord = { id: newId('bps'), created: this.now(), customer: customerId, returnUrl: str(params.return_url) ?? null };
    this.state.portalSessions.set(portal.id, portal);
    return portal;
  }

  /** The customer's unpaid invoices (past-due renewals). */
  openInvoicesOf(customerId: string): InvoiceRecord[] {
    return [...this.state.invoices.values()].filter((invoice) => invoice.customer === customerId && invoice.status === 'open');
  }

  subscriptionsOf(customerId: string): SubscriptionRecord[] {
    return [...this.state.subscriptions.values()].filter((subscription) => subscription.customer === customerId);
  }

  /** The portal's "update card": a good card pays every open invoice and makes past-due subscriptions active. */
  updateCardInPortal(portalId: string, card: CardInput): { error: string } | { paid: number } {
    const portal = this.portalSession(portalId);
    const problem = checkCard(card);
    if (problem) return { error: problem };
    const now = this.now();
    const open = this.openInvoicesOf(portal.customer);
    for (const invoice of open) {
      this.payInvoice(invoice, now);
      this.emit('invoice.paid', this.renderInvoice(invoice), now);
      const subscription = invoice.subscription ? this.state.subscriptions.get(invoice.subscription) : undefined;
      if (subscription && subscription.status === 'past_due' && this.openInvoicesOf(portal.customer).every((other) => other.subscription !== subscription.id)) {
        subscription.status = 'active';
        this.emit('customer.subscription.updated', render.renderSubscription(subscription), now);
      }
    }
    return { paid: open.length };
  }

  // ---- the clock ---------------------------------------------------------------------------

  failNextRenewal(subscriptionId: string): SubscriptionRecord {
    const subscription = this.subscription(subscriptionId);
    subscription.failNextRenewal = true;
    return subscription;
  }

  /** Moves the clock forward (never back) and runs everything that fell due, in time order. */
  advanceClockTo(target: number): EventRecord[] {
    const before = this.state.events.length;
    const now = this.now();
    if (target > now) this.state.clockOffset += target - now;
    this.runDue();
    return this.state.events.slice(before);
  }

  /** Renewals, period ends and schedule phases whose time has come (also run by a timer). */
  runDue(): void {
    for (;;) {
      const now = this.now();
      const due = [...this.state.subscriptions.values()]
        .filter((subscription) => subscription.status === 'active' && subscription.item.periodEnd <= now)
        .sort((a, b) => a.item.periodEnd - b.item.periodEnd)[0];
      if (!due) return;
      this.periodEnded(due);
    }
  }

  private periodEnded(subscription: SubscriptionRecord): void {
    const at = subscription.item.periodEnd;
    if (subscription.cancelAtPeriodEnd) {
      this.endSubscription(subscription, at, 'cancellation_requested');
      return;
    }
    const schedule = subscription.schedule ? this.state.schedules.get(subscription.schedule) : undefined;
    if (schedule && schedule.status === 'active') {
      const phase = schedule.phases.find((p) => p.start <= at && at < p.end);
      if (phase) {
        subscription.item.price = phase.items[0].price;
        subscription.item.quantity = phase.items[0].quantity;
        subscription.metadata = { ...subscription.metadata, ...phase.metadata };
      } else if (at >= schedule.phases[schedule.phases.length - 1].end) {
        if (schedule.endBehavior === 'cancel') {
          schedule.status = 'completed';
          schedule.completedAt = at;
          subscription.schedule = null;
          this.endSubscription(subscription, at, 'cancellation_requested');
          return;
        }
        this.release(schedule, at);
      }
    }
    const price = PRICES[subscription.item.price];
    subscription.item.periodStart = at;
    subscription.item.periodEnd = addInterval(at, price.interval);
    const invoice = this.createInvoice(subscription, 'subscription_cycle', [this.regularLine(subscription)], at);
    if (subscription.failNextRenewal) {
      subscription.failNextRenewal = false;
      invoice.attemptCount += 1;
      subscription.status = 'past_due';
      this.emit('invoice.payment_failed', this.renderInvoice(invoice), at);
      this.emit('customer.subscription.updated', render.renderSubscription(subscription), at);
      return;
    }
    this.payInvoice(invoice, at);
    this.emit('customer.subscription.updated', render.renderSubscription(subscription), at);
    this.emit('invoice.paid', this.renderInvoice(invoice), at);
  }

  /** Forgets every customer, session, subscription, invoice and event; the clock goes back to real time. */
  reset(): void {
    this.delivery.cancelAll();
    this.delivery.clearRecords();
    Object.assign(this.state, new EmulatorState());
  }
}
