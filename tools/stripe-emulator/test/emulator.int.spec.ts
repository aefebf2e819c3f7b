// The real stripe SDK, through the product's BillingGateway, against the emulator over HTTP; a
// small webhook server checks every delivered event with stripe.webhooks.constructEvent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type BillingGateway, createBillingGateway, loadBillingConfig } from '@bolo/billing';
import { startStripeEmulator, type StripeEmulatorHandle } from '../src';

const SECRET = 'whsec_integration_test_secret';
const YEAR = 365 * 24 * 60 * 60;
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123' };

interface Received {
  verified: boolean;
  error: string | null;
  event: Stripe.Event | null;
}

function startWebhookReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const verifier = new Stripe('sk_test_verifier');
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const event = verifier.webhooks.constructEvent(Buffer.concat(chunks), req.headers['stripe-signature'] as string, SECRET);
        received.push({ verified: true, error: null, event });
        res.writeHead(200).end('{"received":true}');
      } catch (error) {
        received.push({ verified: false, error: (error as Error).message, event: null });
        res.writeHead(400).end('bad signature');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

async function control<T>(emulator: StripeEmulatorHandle, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${emulator.url}/_emulator/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function pay(url: string, form: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
}

describe('the Stripe emulator with the real SDK', () => {
  let emulator: StripeEmulatorHandle;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let gateway: BillingGateway;
  let stripe: Stripe;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    emulator = await startStripeEmulator({ port: 0, webhookUrl: receiver.url, webhookSecret: SECRET, retryDelaysMs: [50, 100] });
    const config = loadBillingConfig({ BILLING_MODE: 'emulator', STRIPE_API_URL: emulator.url, STRIPE_WEBHOOK_SECRET: SECRET, APP_URL: 'http://localhost:4200' });
    gateway = createBillingGateway(config);
    stripe = new Stripe(config.secretKey, { host: '127.0.0.1', port: emulator.port, protocol: 'http' });
  });

  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });

  const idle = () => control(emulator, 'idle', {});
  const typesFor = (objectId: string) => receiver.received.filter((r) => (r.event?.data.object as { id?: string })?.id === objectId).map((r) => r.event?.type);

  it('runs a subscription from checkout to its end, every event signed', async () => {
    const checkout = await gateway.createCheckoutSession({ plan: 'monthly', userId: 5, customerId: null, email: 'buyer@example.com' });
    expect(checkout.url).toBe(`${emulator.url}/checkout/${checkout.id}`);
    expect(await gateway.retrieveCheckoutSession(checkout.id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', userId: 5, plan: 'monthly', subscriptionId: null });

    const page = await (await fetch(checkout.url)).text();
    expect(page).toContain('value="buyer@example.com"');
    expect(page).toContain('$19.00');

    // A declined card: the page says so and nothing is created.
    const declined = await pay(checkout.url, { email: 'buyer@example.com', ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(emulator.emulator.state.subscriptions.size).toBe(0);

    const paid = await pay(checkout.url, { email: 'buyer@example.com', ...GOOD_CARD });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:4200/payment-success?session_id=${checkout.id}`);

    const session = await gateway.retrieveCheckoutSession(checkout.id);
    expect(session).toMatchObject({ status: 'complete', paymentStatus: 'paid', userId: 5, customerEmail: 'buyer@example.com', plan: 'monthly' });
    const subscriptionId = session!.subscriptionId!;
    const started = await gateway.retrieveSubscription(subscriptionId);
    expect(started).toMatchObject({ status: 'active', plan: 'monthly', userId: 5, cancelAtPeriodEnd: false, scheduledPlan: null, customerId: session!.customerId });

    const upgraded = await gateway.upgradeToAnnual(subscriptionId);
    expect(upgraded).toMatchObject({ plan: 'annual', status: 'active' });
    expect(upgraded.currentPeriodEnd!.getTime()).toBeGreaterThan(started!.currentPeriodEnd!.getTime());
    const raw = await stripe.subscriptions.retrieve(subscriptionId);
    const upgradeInvoice = await gateway.retrieveInvoice(raw.latest_invoice as string);
    expect(upgradeInvoice).toMatchObject({ status: 'paid', subscriptionId, plan: 'annual' });
    expect(upgradeInvoice!.lines.some((line) => line.proration && line.amountCents < 0)).toBe(true);
    expect(upgradeInvoice!.amountPaidCents).toBeLessThan(18000);
    expect(upgradeInvoice!.amountPaidCents).toBeGreaterThan(18000 - 1900 - 1);

    const downgrading = await gateway.switchToMonthlyAtPeriodEnd(subscriptionId);
    expect(downgrading).toMatchObject({ plan: 'annual', scheduledPlan: 'monthly', cancelAtPeriodEnd: false });

    // At the end of the annual period the schedule switches the price and the renewal is monthly.
    const renewal = await control<{ events: Array<{ type: string }> }>(emulator, 'clock/advance', { seconds: YEAR + 60 });
    expect(renewal.events.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const monthly = await gateway.retrieveSubscription(subscriptionId);
    expect(monthly).toMatchObject({ plan: 'monthly', status: 'active', scheduledPlan: null });

    const canceling = await gateway.cancelAtPeriodEnd(subscriptionId);
    expect(canceling).toMatchObject({ cancelAtPeriodEnd: true, status: 'active', endedAt: null });
    const ended = await control<{ events: Array<{ type: string }> }>(emulator, 'clock/advance', { seconds: 40 * 24 * 60 * 60 });
    expect(ended.events.map((e) => e.type)).toContain('customer.subscription.deleted');
    expect(await gateway.retrieveSubscription(subscriptionId)).toMatchObject({ status: 'canceled', endedAt: canceling.currentPeriodEnd });

    await idle();
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(typesFor(checkout.id)).toEqual(['checkout.session.completed']);
    expect(typesFor(subscriptionId)).toEqual(expect.arrayContaining(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']));
  });

  async function subscribe(plan: 'monthly' | 'annual', email: string): Promise<{ sessionId: string; subscriptionId: string; customerId: string }> {
    const checkout = await gateway.createCheckoutSession({ plan, userId: null, customerId: null, email: null });
    expect((await pay(checkout.url, { email, ...GOOD_CARD })).status).toBe(303);
    const session = (await gateway.retrieveCheckoutSession(checkout.id))!;
    return { sessionId: checkout.id, subscriptionId: session.subscriptionId!, customerId: session.customerId! };
  }

  it('fails a renewal on request (past due) and the portal card update pays it', async () => {
    const { subscriptionId, customerId } = await subscribe('monthly', 'late@example.com');
    await control(emulator, `subscriptions/${subscriptionId}/fail-next-renewal`, {});
    const renewal = await control<{ events: Array<{ type: string; objectId: string }> }>(emulator, 'clock/advance', { seconds: 32 * 24 * 60 * 60 });
    const mine = renewal.events.filter((e) => e.objectId === subscriptionId || e.type.startsWith('invoice.'));
    expect(mine.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(await gateway.retrieveSubscription(subscriptionId)).toMatchObject({ status: 'past_due' });
    const failed = await gateway.retrieveInvoice(mine[0].objectId);
    expect(failed).toMatchObject({ status: 'open', amountPaidCents: 0, amountDueCents: 1900, subscriptionId, paidAt: null });

    const portal = await gateway.createPortalSession(customerId);
    expect(await (await fetch(portal.url)).text()).toContain('$19.00 is due');
    const declined = await pay(portal.url, { ...GOOD_CARD, cardNumber: '4000000000000002' });
    expect(await declined.text()).toContain('Your card was declined.');
    const updated = await pay(portal.url, GOOD_CARD);
    expect(updated.status).toBe(200);
    expect(await updated.text()).toContain('Return to BOLO Directory');
    expect(await gateway.retrieveSubscription(subscriptionId)).toMatchObject({ status: 'active' });
    expect(await gateway.retrieveInvoice(mine[0].objectId)).toMatchObject({ status: 'paid', amountPaidCents: 1900 });
  });

  it('redelivers an event twice, with a bad signature, and in a given order', async () => {
    const { sessionId } = await subscribe('annual', 'order@example.com');
    await idle();
    const { events } = await control<{ events: Array<{ id: string; type: string; objectId: string }> }>(emulator, `events?object=${sessionId}`);
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed']);
    const before = receiver.received.length;

    const twice = await control<{ deliveries: Array<{ status: number }> }>(emulator, `events/${events[0].id}/redeliver`, { times: 2 });
    expect(twice.deliveries.map((d) => d.status)).toEqual([200, 200]);
    const forged = await control<{ deliveries: Array<{ status: number; signature: string }> }>(emulator, `events/${events[0].id}/redeliver`, { signature: 'invalid' });
    expect(forged.deliveries).toEqual([expect.objectContaining({ status: 400, signature: 'invalid' })]);
    const unsigned = await control<{ deliveries: Array<{ status: number }> }>(emulator, `events/${events[0].id}/redeliver`, { signature: 'missing' });
    expect(unsigned.deliveries[0].status).toBe(400);
    expect(receiver.received.slice(before).map((r) => [r.verified, r.event?.id ?? null])).toEqual([
      [true, events[0].id],
      [true, events[0].id],
      [false, null],
      [false, null],
    ]);

    const all = (await control<{ events: Array<{ id: string }> }>(emulator, 'events')).events.slice(-3).map((e) => e.id);
    const reversed = [...all].reverse();
    const ordered = await control<{ deliveries: Array<{ eventId: string; status: number }> }>(emulator, 'deliver', { eventIds: reversed });
    expect(ordered.deliveries.map((d) => d.eventId)).toEqual(reversed);
    expect(receiver.received.slice(-3).map((r) => r.event?.id)).toEqual(reversed);
    const log = await control<{ deliveries: Array<{ eventId: string }> }>(emulator, `deliveries?event=${events[0].id}`);
    expect(log.deliveries.length).toBeGreaterThanOrEqual(5);
  });

  it('retries a delivery the webhook refuses', async () => {
    await control(emulator, 'webhook', { url: `${emulator.url}/nowhere` });
    const { sessionId } = await subscribe('monthly', 'retry@example.com');
    await idle();
    await control(emulator, 'webhook', { url: receiver.url });
    const { events } = await control<{ events: Array<{ id: string }> }>(emulator, `events?object=${sessionId}`);
    const log = await control<{ deliveries: Array<{ status: number; reason: string }> }>(emulator, `deliveries?event=${events[0].id}`);
    expect(log.deliveries.map((d) => [d.reason, d.status])).toEqual([
      ['event', 404],
      ['retry', 404],
      ['retry', 404],
    ]);
  });

  it("answers Stripe's errors: 401 without a test key, 404 resource_missing for unknown ids", async () => {
    const live = new Stripe('sk_live_nope', { host: '127.0.0.1', port: emulator.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(live.customers.retrieve('cus_x')).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    const anonymous = await fetch(`${emulator.url}/v1/customers/cus_x`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');

    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', type: 'StripeInvalidRequestError' });
    const response = await fetch(`${emulator.url}/v1/invoices/in_missing`, { headers: { authorization: 'Bearer sk_test_x' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { type: 'invalid_request_error', message: "No such invoice: 'in_missing'", code: 'resource_missing', param: 'id' } });
    expect(await gateway.retrieveCheckoutSession('cs_test_missing')).toBeNull();
    expect(await gateway.retrieveInvoice('in_missing')).toBeNull();

    // The SDK's retries carry an Idempotency-Key: a repeat gets the first answer, not a second customer.
    const first = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-1' });
    const again = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect((await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-2' })).id).not.toBe(first.id);

    const prices = await stripe.prices.list();
    expect(prices.data.map((p) => [p.id, p.unit_amount, p.recurring?.interval])).toEqual([
      ['price_bolo_monthly', 1900, 'month'],
      ['price_bolo_annual', 18000, 'year'],
    ]);
    expect((await stripe.products.retrieve('prod_bolo_membership')).object).toBe('product');
  });
});
