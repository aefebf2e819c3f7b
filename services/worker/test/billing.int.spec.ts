// The billing queue's handler, called directly, against a throwaway database and the Stripe
// emulator through the real SDK (the product's BillingGateway). No webhook here: the test reads
// the emulator's events and hands them to the processor as the webhook would queue them.
import { createBillingGateway, loadBillingConfig, type BillingGateway } from '@bolo/billing';
import { billingEventPayloadSchema, type BillingEventPayload, type EmailPayload } from '@bolo/contracts';
import { createRepositories, type Repositories } from '@bolo/db';
import { startStripeEmulatorProcess, type EmulatorProcess, type JobQueues } from '@bolo/server-kit';
import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import { BillingProcessor } from '../src/billing/billing.processor';
import { loadWorkerConfig } from '../src/config/worker-config';
import { createTestDatabase, uniqueSuffix } from './support';

jest.setTimeout(60_000);

const DAY = 24 * 60 * 60;
const SECRET = 'whsec_billing_worker_test';

describe('billing queue processor', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: DataSource;
  let repos: Repositories;
  let emulator: EmulatorProcess;
  let stripe: Stripe;
  let gateway: BillingGateway;
  let processor: BillingProcessor;
  const emails: EmailPayload[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(3);
    db = database.dataSource;
    repos = createRepositories(db);
    emulator = await startStripeEmulatorProcess({ webhookUrl: null, webhookSecret: SECRET });
    const env = { NODE_ENV: 'test', BILLING_MODE: 'emulator', STRIPE_API_URL: emulator.url, STRIPE_WEBHOOK_SECRET: SECRET, APP_URL: 'http://localhost:4200' };
    const billingConfig = loadBillingConfig(env);
    gateway = createBillingGateway(billingConfig);
    stripe = new Stripe(billingConfig.secretKey, { host: '127.0.0.1', port: new URL(emulator.url).port, protocol: 'http', telemetry: false });
    const config = loadWorkerConfig({ ...env, LOG_LEVEL: 'silent', DATABASE_URL: database.url });
    const queues = {
      queue: () => ({
        name: 'email',
        add: async (_name: string, data: EmailPayload) => {
          emails.push(data);
          return {};
        },
      }),
    } as unknown as JobQueues;
    processor = new BillingProcessor(gateway, repos.billing, repos.payments, repos.database, queues, config);
  });

  afterAll(async () => {
    await emulator?.stop();
    await database?.drop();
  });

  async function newUser(): Promise<{ id: number; email: string }> {
    const username = `buyer${uniqueSuffix()}`;
    const created = await repos.users.create({ username, passwordHash: 'x', email: `${username}@example.test`, firstName: null, lastName: null });
    if (!('user' in created)) throw new Error('user not created');
    return { id: created.user.id, email: `${username}@example.test` };
  }

  /** The emulator's events for these objects, as the webhook queues them. */
  async function eventsOf(...objectIds: string[]): Promise<BillingEventPayload[]> {
    return (await emulator.events(...objectIds))
      .map((e) => billingEventPayloadSchema.safeParse({ eventId: e.id, type: e.type, created: e.created, objectId: e.objectId }))
      .filter((p) => p.success)
      .map((p) => p.data as BillingEventPayload);
  }

  async function checkout(userId: number | null, plan: 'monthly' | 'annual' = 'monthly') {
    const session = await gateway.createCheckoutSession({ plan, userId, customerId: null, email: userId === null ? 'visitor@example.test' : null });
    expect(await emulator.pay(session.id)).toBe(303);
    const view = await gateway.retrieveCheckoutSession(session.id);
    const invoiceId = (await stripe.subscriptions.retrieve(view!.subscriptionId!)).latest_invoice as string;
    return { sessionId: session.id, subscriptionId: view!.subscriptionId!, customerId: view!.customerId!, invoiceId };
  }

  const process = (payload: BillingEventPayload) => processor.billingEvent(payload);
  const billingOf = async (userId: number) => (await repos.billing.billingOf(userId))!;
  const paymentsFor = async (invoiceId: string) =>
    (await db.query(`SELECT count(*)::int AS n FROM payments WHERE stripe_invoice_id = $1`, [invoiceId]))[0].n as number;

  it('grants access from a signed-in checkout: state, ids, one payment, receipt, processed once', async () => {
    const user = await newUser();
    const paid = await checkout(user.id, 'annual');
    const events = await eventsOf(paid.sessionId, paid.subscriptionId, paid.invoiceId);
    expect(events.map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);

    for (const event of events) expect(await process(event)).toMatchObject({ outcome: 'processed', userId: user.id });
    const state = await billingOf(user.id);
    expect(state).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'annual', stripeCustomerId: paid.customerId, subscriptionId: paid.subscriptionId });
    expect(state.subscriptionEndDate!.getTime()).toBeGreaterThan(Date.now() + 300 * DAY * 1000);
    expect(await paymentsFor(paid.invoiceId)).toBe(1);
    expect(emails.filter((e) => e.template === 'payment-receipt' && e.invoiceId === paid.invoiceId)).toHaveLength(1);

    // The same events again (a redelivery after the first run committed): nothing changes.
    for (const event of events) expect(await process(event)).toEqual({ outcome: 'duplicate' });
    expect(await paymentsFor(paid.invoiceId)).toBe(1);
    expect(await billingOf(user.id)).toEqual(state);
  });

  it('records one payment when invoice.paid runs twice at the same time', async () => {
    const user = await newUser();
    const paid = await checkout(user.id);
    const invoicePaid = (await eventsOf(paid.invoiceId)).find((e) => e.type === 'invoice.paid')!;
    const outcomes = await Promise.all([process(invoicePaid), process(invoicePaid)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['duplicate', 'processed']);
    expect(await paymentsFor(paid.invoiceId)).toBe(1);
  });

  it('keeps the newest state when an older event arrives after a newer one', async () => {
    const user = await newUser();
    const paid = await checkout(user.id);
    const [created] = (await eventsOf(paid.subscriptionId)).filter((e) => e.type === 'customer.subscription.created');
    // Later in Stripe time: the member cancels.
    await emulator.control('clock/advance', { seconds: 120 });
    await gateway.cancelAtPeriodEnd(paid.subscriptionId);
    const updated = (await eventsOf(paid.subscriptionId)).filter((e) => e.type === 'customer.subscription.updated').pop()!;
    expect(updated.created).toBeGreaterThan(created.created);

    expect(await process(updated)).toMatchObject({ outcome: 'processed', applied: 'applied' });
    const canceled = await billingOf(user.id);
    expect(canceled).toMatchObject({ subscriptionStatus: 'canceled', subscriptionPlan: 'monthly' });
    expect(canceled.billingEventAt!.getTime()).toBe(updated.created * 1000);
    expect(emails.filter((e) => e.template === 'subscription-canceled' && e.subscriptionId === paid.subscriptionId)).toHaveLength(1);

    // The older event is processed (marked) but changes nothing.
    expect(await process(created)).toMatchObject({ outcome: 'processed', applied: 'stale' });
    expect(await billingOf(user.id)).toEqual(canceled);
    expect(await repos.billing.isProcessed(created.eventId)).toBe(true);
  });

  it("records a visitor's paid checkout without a user, and applies later events once the account is linked", async () => {
    const paid = await checkout(null);
    const events = await eventsOf(paid.sessionId, paid.subscriptionId, paid.invoiceId);
    for (const event of events) expect(await process(event)).toMatchObject({ outcome: 'processed', userId: null, applied: 'no-user' });
    // Revenue is real even before the account exists.
    expect(await paymentsFor(paid.invoiceId)).toBe(1);

    // /api/link-subscription: the link and the ids (here through the repository, as the API does in its transaction).
    const user = await newUser();
    await repos.database.transaction(async (tx) => {
      await repos.billing.linkCheckoutSession(paid.sessionId, user.id, tx);
      await repos.billing.applySubscriptionState(user.id, { status: 'active', plan: 'monthly', endDate: null }, { customerId: paid.customerId, subscriptionId: paid.subscriptionId }, null, tx);
    });
    await gateway.cancelAtPeriodEnd(paid.subscriptionId);
    const updated = (await eventsOf(paid.subscriptionId)).filter((e) => e.type === 'customer.subscription.updated').pop()!;
    expect(await process(updated)).toMatchObject({ outcome: 'processed', userId: user.id, applied: 'applied' });
    expect(await billingOf(user.id)).toMatchObject({ subscriptionStatus: 'canceled' });
  });

  it('a failed renewal makes the member past due and queues the failed-payment notice', async () => {
    const user = await newUser();
    const paid = await checkout(user.id);
    for (const event of await eventsOf(paid.sessionId, paid.subscriptionId, paid.invoiceId)) await process(event);
    await emulator.control(`subscriptions/${paid.subscriptionId}/fail-next-renewal`);
    const advanced = await emulator.control<{ events: Array<{ id: string; type: string; created: number; objectId: string }> }>('clock/advance', { seconds: 32 * DAY });
    const renewal = advanced.events
      .filter((e) => e.objectId === paid.subscriptionId || e.objectId.startsWith('in_'))
      .map((e) => billingEventPayloadSchema.parse({ eventId: e.id, type: e.type, created: e.created, objectId: e.objectId }));
    expect(renewal.map((e) => e.type)).toContain('invoice.payment_failed');
    for (const event of renewal) await process(event);
    expect(await billingOf(user.id)).toMatchObject({ subscriptionStatus: 'past_due', subscriptionId: paid.subscriptionId });
    const failed = renewal.find((e) => e.type === 'invoice.payment_failed')!;
    expect(emails.filter((e) => e.template === 'payment-failed' && e.invoiceId === failed.objectId)).toEqual([
      expect.objectContaining({ to: user.email, profileUrl: 'http://localhost:4200/profile' }),
    ]);
  });

  it("the end of a member's earlier subscription does not undo the one that replaced it", async () => {
    const user = await newUser();
    const first = await checkout(user.id);
    for (const event of await eventsOf(first.sessionId, first.subscriptionId, first.invoiceId)) await process(event);
    const second = await checkout(user.id, 'annual');
    for (const event of await eventsOf(second.sessionId, second.subscriptionId, second.invoiceId)) await process(event);
    expect(await billingOf(user.id)).toMatchObject({ subscriptionId: second.subscriptionId, subscriptionPlan: 'annual', subscriptionStatus: 'active' });

    await stripe.subscriptions.cancel(first.subscriptionId);
    const deleted = (await eventsOf(first.subscriptionId)).find((e) => e.type === 'customer.subscription.deleted')!;
    expect(await process(deleted)).toMatchObject({ outcome: 'processed', userId: user.id, applied: 'superseded' });
    expect(await billingOf(user.id)).toMatchObject({ subscriptionId: second.subscriptionId, subscriptionPlan: 'annual', subscriptionStatus: 'active' });
  });

  it('a declined card creates nothing to apply', async () => {
    const user = await newUser();
    const session = await gateway.createCheckoutSession({ plan: 'monthly', userId: user.id, customerId: null, email: null });
    expect(await emulator.pay(session.id, '4000 0000 0000 0002')).toBe(402);
    expect(await eventsOf(session.id)).toEqual([]);
    expect(await billingOf(user.id)).toMatchObject({ subscriptionStatus: 'free', subscriptionId: null });
  });

  it('throws on a gateway failure without marking the event, so BullMQ retries it', async () => {
    const failing = { ...gateway, retrieveSubscription: () => Promise.reject(new Error('Stripe unreachable')) } as BillingGateway;
    const config = loadWorkerConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const broken = new BillingProcessor(failing, repos.billing, repos.payments, repos.database, { queue: () => ({ add: async () => ({}) }) } as unknown as JobQueues, config);
    const payload = { eventId: `evt_retry${uniqueSuffix()}`, type: 'customer.subscription.updated' as const, created: Math.floor(Date.now() / 1000), objectId: 'sub_whatever' };
    await expect(broken.billingEvent(payload)).rejects.toThrow('Stripe unreachable');
    expect(await repos.billing.isProcessed(payload.eventId)).toBe(false);
  });

  it('marks an event whose object Stripe does not know as processed, changing nothing', async () => {
    const payload = { eventId: `evt_gone${uniqueSuffix()}`, type: 'customer.subscription.deleted' as const, created: Math.floor(Date.now() / 1000), objectId: 'sub_doesnotexist' };
    expect(await process(payload)).toEqual({ outcome: 'object-missing' });
    expect(await process(payload)).toEqual({ outcome: 'duplicate' });
  });
});
