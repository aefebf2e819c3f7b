// Billing over HTTP: the Stripe emulator (real SDK through the product's gateway) delivers signed
// events to this app's webhook, which queues them; checkout, link-subscription and the member's
// subscription changes read and write the emulator and the throwaway database.
import { createBillingGateway, loadBillingConfig, type BillingGateway } from '@bolo/billing';
import { BILLING_MESSAGES, ERROR_MESSAGES } from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { JobQueues, startStripeEmulatorProcess, type EmulatorProcess } from '@bolo/server-kit';
import type { Queue } from 'bullmq';
import net from 'node:net';
import Stripe from 'stripe';
import { createUser, signedIn, subscriberSpec, type CreatedUser } from './support/fixtures';
import { request, startTestApp, type TestApp } from './support/test-app';
import { startWorker, type RunningWorker } from './support/worker';

const SECRET = 'whsec_billing_api_test';
const signer = new Stripe('sk_test_signer_only', { telemetry: false });

describe('billing API', () => {
  let t: TestApp;
  let emulator: EmulatorProcess;
  let gateway: BillingGateway;
  let billingQueue: Queue;

  beforeAll(async () => {
    emulator = await startStripeEmulatorProcess({ webhookUrl: null, webhookSecret: SECRET });
    const env = { BILLING_MODE: 'emulator', STRIPE_API_URL: emulator.url, STRIPE_WEBHOOK_SECRET: SECRET, APP_URL: 'http://localhost:4200' };
    t = await startTestApp(env);
    gateway = createBillingGateway(loadBillingConfig(env));
    billingQueue = t.app.get(JobQueues).queue('billing');
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', () => resolve()));
    await emulator.control('webhook', { url: `http://127.0.0.1:${(t.server.address() as net.AddressInfo).port}/api/stripe/webhook` });
  });

  afterAll(async () => {
    await billingQueue?.obliterate({ force: true }).catch(() => undefined);
    await t?.close();
    await emulator?.stop();
  });

  const control = <T>(controlPath: string, body: unknown) => emulator.control<T>(controlPath, body);
  const idle = () => control('idle', {});
  const jobIds = async () => (await billingQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'])).map((j) => j.id);
  const signed = (event: object, secret = SECRET) => {
    const payload = JSON.stringify(event);
    return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  };
  const billingOf = async (userId: number) => (await createRepositories(t.db).billing.billingOf(userId))!;

  async function pay(sessionId: string) {
    expect(await emulator.pay(sessionId)).toBe(303);
    return (await gateway.retrieveCheckoutSession(sessionId))!;
  }

  describe('POST /api/stripe/webhook', () => {
    const event = { id: 'evt_test_webhook_1', object: 'event', type: 'customer.subscription.updated', created: 1_767_225_600, data: { object: { id: 'sub_test_1', object: 'subscription' } } };

    it('answers 400 with a message and queues nothing when the signature is missing or wrong', async () => {
      const before = await jobIds();
      const missing = await request(t.server).post('/api/stripe/webhook').set('content-type', 'application/json').send(JSON.stringify(event));
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: BILLING_MESSAGES.webhookSignatureMissing });

      const bad = signed(event, 'whsec_someone_else');
      const invalid = await request(t.server).post('/api/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', bad.header).send(bad.payload);
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ message: BILLING_MESSAGES.webhookSignatureInvalid });

      // A good signature over a different body (tampered) is refused too.
      const good = signed(event);
      const tampered = await request(t.server).post('/api/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', good.header).send(good.payload.replace('sub_test_1', 'sub_test_2'));
      expect(tampered.status).toBe(400);
      expect(await jobIds()).toEqual(before);
    });

    it('queues a verified event with the event id as job id, once however often it is delivered', async () => {
      const { payload, header } = signed(event);
      for (let i = 0; i < 3; i++) {
        const res = await request(t.server)
          .post('/api/stripe/webhook')
          .set('content-type', 'application/json')
          .set('stripe-signature', header)
          .set('origin', 'https://stripe.example') // a foreign Origin does not matter here
          .send(payload);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ received: true });
      }
      const jobs = (await billingQueue.getJobs(['waiting', 'delayed', 'prioritized'])).filter((j) => j.id === event.id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0].data).toEqual({ eventId: event.id, type: event.type, created: event.created, objectId: 'sub_test_1' });
    });

    it('acknowledges and drops event types the worker does not handle', async () => {
      const other = { ...event, id: 'evt_test_other_type', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } };
      const { payload, header } = signed(other);
      const res = await request(t.server).post('/api/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', header).send(payload);
      expect(res.status).toBe(200);
      expect(await jobIds()).not.toContain(other.id);
    });

    it("receives the emulator's deliveries: each event queued once, bad signatures refused", async () => {
      const session = await gateway.createCheckoutSession({ plan: 'monthly', userId: null, customerId: null, email: null });
      const paid = await pay(session.id);
      const events = await emulator.events(paid.id, paid.subscriptionId!);
      expect(events.length).toBeGreaterThanOrEqual(2);
      const ids = await jobIds();
      for (const e of events) expect(ids.filter((id) => id === e.id)).toHaveLength(1);

      const completed = events.find((e) => e.type === 'checkout.session.completed')!;
      const again = await control<{ deliveries: Array<{ status: number }> }>(`events/${completed.id}/redeliver`, { times: 2 });
      expect(again.deliveries.map((d) => d.status)).toEqual([200, 200]);
      const forged = await control<{ deliveries: Array<{ status: number }> }>(`events/${completed.id}/redeliver`, { signature: 'invalid' });
      const unsigned = await control<{ deliveries: Array<{ status: number }> }>(`events/${completed.id}/redeliver`, { signature: 'missing' });
      expect([forged.deliveries[0].status, unsigned.deliveries[0].status]).toEqual([400, 400]);
      expect((await jobIds()).filter((id) => id === completed.id)).toHaveLength(1);
    });
  });

  describe('POST /api/create-checkout-session', () => {
    it('gives a visitor a checkout address, ignoring a userId in the body', async () => {
      const member = await createUser(t.db);
      const res = await request(t.server).post('/api/create-checkout-session').send({ plan: 'annual', userId: member.id });
      expect(res.status).toBe(200);
      const id = /\/checkout\/(cs_[A-Za-z0-9_]+)$/.exec(res.body.url)?.[1];
      expect(id).toBeDefined();
      expect(await gateway.retrieveCheckoutSession(id!)).toMatchObject({ userId: null, plan: 'annual' });
    });

    it('names the signed-in user on the session', async () => {
      const user = await createUser(t.db);
      const res = await (await signedIn(t.server, user)).post('/api/create-checkout-session').send({ plan: 'monthly' });
      expect(res.status).toBe(200);
      const id = /\/checkout\/(cs_[A-Za-z0-9_]+)$/.exec(res.body.url)![1];
      expect(await gateway.retrieveCheckoutSession(id)).toMatchObject({ userId: user.id, plan: 'monthly' });
    });

    it.each([[{}], [{ plan: 'weekly' }], [{ plan: 3 }], ['not json']])('answers 400 with a message for %p', async (body) => {
      const res = await request(t.server).post('/api/create-checkout-session').set('content-type', 'application/json').send(typeof body === 'string' ? body : JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    });

    it('answers 409 to a member who already has access through a subscription', async () => {
      const agent = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
      const res = await agent.post('/api/create-checkout-session').send({ plan: 'monthly' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(BILLING_MESSAGES.alreadySubscribed);
    });
  });

  describe('POST /api/link-subscription and the subscription changes', () => {
    let owner: CreatedUser;
    let sessionId: string;

    beforeAll(async () => {
      owner = await createUser(t.db);
      sessionId = (await gateway.createCheckoutSession({ plan: 'monthly', userId: null, customerId: null, email: null })).id;
    });

    it('answers 401 when signed out and 400/404 for bad or unknown session ids', async () => {
      expect((await request(t.server).post('/api/link-subscription').send({ sessionId })).status).toBe(401);
      const agent = await signedIn(t.server, owner);
      for (const body of [{}, { sessionId: 'nope' }, { sessionId: 'cs_bad id' }, { sessionId: 42 }]) {
        const res = await agent.post('/api/link-subscription').send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(BILLING_MESSAGES.sessionIdInvalid);
      }
      const unknown = await agent.post('/api/link-subscription').send({ sessionId: 'cs_test_doesnotexist' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(BILLING_MESSAGES.sessionNotFound);
    });

    it('refuses an unpaid session with 400', async () => {
      const res = await (await signedIn(t.server, owner)).post('/api/link-subscription').send({ sessionId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BILLING_MESSAGES.sessionNotPaid);
    });

    it("links a visitor's paid session to the caller once; a second user gets 409; the caller again 200", async () => {
      const paid = await pay(sessionId);
      const agent = await signedIn(t.server, owner);
      const res = await agent.post('/api/link-subscription').send({ sessionId });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(BILLING_MESSAGES.subscriptionLinked);
      expect(res.body.user).toMatchObject({ id: owner.id, subscriptionStatus: 'active', subscriptionPlan: 'monthly' });
      expect(await billingOf(owner.id)).toMatchObject({ subscriptionId: paid.subscriptionId, stripeCustomerId: paid.customerId });

      const again = await agent.post('/api/link-subscription').send({ sessionId });
      expect(again.status).toBe(200);
      expect(again.body.user).toEqual(res.body.user);

      const other = await createUser(t.db);
      const stolen = await (await signedIn(t.server, other)).post('/api/link-subscription').send({ sessionId });
      expect(stolen.status).toBe(409);
      expect(stolen.body.message).toBe(BILLING_MESSAGES.sessionAlreadyLinked);
      expect(await billingOf(other.id)).toMatchObject({ subscriptionStatus: 'free', subscriptionId: null, stripeCustomerId: null });
    });

    it("refuses a session created for another signed-in user with 409", async () => {
      const buyer = await createUser(t.db);
      const created = await (await signedIn(t.server, buyer)).post('/api/create-checkout-session').send({ plan: 'monthly' });
      const id = /\/checkout\/(cs_[A-Za-z0-9_]+)$/.exec(created.body.url)![1];
      await pay(id);
      const res = await (await signedIn(t.server, await createUser(t.db))).post('/api/link-subscription').send({ sessionId: id });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(BILLING_MESSAGES.sessionOfAnotherUser);
    });

    it('upgrades, switches back at period end and cancels, each once; a change that does not apply is 409', async () => {
      const agent = await signedIn(t.server, owner);
      const post = (path: string) => agent.post(`/api/subscription/${path}`).send();

      const downgradeMonthly = await post('downgrade');
      expect([downgradeMonthly.status, downgradeMonthly.body.message]).toEqual([409, BILLING_MESSAGES.alreadyMonthly]);
      const portal = await post('portal');
      expect([portal.status, portal.body.message]).toEqual([409, BILLING_MESSAGES.notPastDue]);

      const upgraded = await post('upgrade');
      expect(upgraded.status).toBe(200);
      expect(upgraded.body).toMatchObject({ message: BILLING_MESSAGES.upgraded, user: { subscriptionStatus: 'active', subscriptionPlan: 'annual' } });
      const twice = await post('upgrade');
      expect([twice.status, twice.body.message]).toEqual([409, BILLING_MESSAGES.alreadyAnnual]);

      const downgraded = await post('downgrade');
      expect(downgraded.status).toBe(200);
      // Still annual until the period ends; the switch is scheduled for then.
      expect(downgraded.body).toMatchObject({ message: BILLING_MESSAGES.downgraded, user: { subscriptionStatus: 'active', subscriptionPlan: 'annual' } });
      expect(downgraded.body.subscription).toMatchObject({ plan: 'annual', scheduledPlan: 'monthly', scheduledChangeAt: downgraded.body.user.subscriptionEndDate });
      expect((await agent.get('/api/subscription')).body.subscription).toEqual(downgraded.body.subscription);
      const downgradedTwice = await post('downgrade');
      expect([downgradedTwice.status, downgradedTwice.body.message]).toEqual([409, BILLING_MESSAGES.alreadySwitchingToMonthly]);

      const canceled = await post('cancel');
      expect(canceled.status).toBe(200);
      expect(canceled.body.message).toBe(BILLING_MESSAGES.canceled);
      expect(canceled.body.user.subscriptionStatus).toBe('canceled');
      expect(new Date(canceled.body.user.subscriptionEndDate).getTime()).toBeGreaterThan(Date.now());
      for (const path of ['cancel', 'upgrade', 'downgrade']) {
        const res = await post(path);
        expect([res.status, res.body.message]).toEqual([409, BILLING_MESSAGES.alreadyCanceled]);
      }
      await idle();
    });

    it('answers 409 noSubscription to a member without one and 401 when signed out', async () => {
      const agent = await signedIn(t.server, await createUser(t.db));
      for (const path of ['upgrade', 'downgrade', 'cancel', 'portal']) {
        const res = await agent.post(`/api/subscription/${path}`).send();
        expect([res.status, res.body.message]).toEqual([409, BILLING_MESSAGES.noSubscription]);
        const anon = await request(t.server).post(`/api/subscription/${path}`).send();
        expect([anon.status, anon.body.message]).toEqual([401, ERROR_MESSAGES.authRequired]);
      }
    });
  });
  describe('end to end: emulator -> webhook -> billing queue -> worker process', () => {
    let worker: RunningWorker;

    beforeAll(async () => {
      worker = startWorker(t, {
        LOG_LEVEL: 'warn',
        BILLING_MODE: 'emulator',
        STRIPE_API_URL: emulator.url,
        STRIPE_WEBHOOK_SECRET: SECRET,
        APP_URL: 'http://localhost:4200',
        // Receipts are queued but go nowhere (connection refused, retried later): this test is about billing.
        SMTP_URL: 'smtp://127.0.0.1:9',
      });
    });

    afterAll(async () => {
      await worker?.stop();
    });

    /** Until the billing queue has nothing waiting or running. */
    async function drained(): Promise<void> {
      let counts: Record<string, number> = {};
      await worker.waitFor(
        () => `the billing queue to drain: ${JSON.stringify(counts)}`,
        async () => Object.values((counts = await billingQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized'))).every((n) => n === 0),
        { timeoutMs: 20_000, intervalMs: 25 },
      );
    }
    const payments = async () => createRepositories(t.db).payments.count();

    it('grants access after payment; duplicate and reordered deliveries change nothing; cancel keeps access until the period ends', async () => {
      const user = await createUser(t.db);
      const agent = await signedIn(t.server, user);
      expect((await agent.get('/api/bolo-items')).status).toBe(403);

      const created = await agent.post('/api/create-checkout-session').send({ plan: 'monthly' });
      const sessionId = /\/checkout\/(cs_[A-Za-z0-9_]+)$/.exec(created.body.url)![1];
      const session = await pay(sessionId);
      await drained();
      const me = await agent.get('/api/auth/me');
      expect(me.body.user).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'monthly' });
      expect((await agent.get('/api/bolo-items')).status).toBe(200);
      const state = await billingOf(user.id);
      const paymentCount = await payments();

      // Every event of this payment again, twice, newest first.
      const events = await emulator.events(sessionId, session.subscriptionId!);
      const ids = events.map((e) => e.id).reverse();
      await control('deliver', { eventIds: [...ids, ...ids] });
      await drained();
      expect(await billingOf(user.id)).toEqual(state);
      expect(await payments()).toBe(paymentCount);

      // Cancel at the period end: still a member until the clock passes it, then not.
      expect((await agent.post('/api/subscription/cancel').send()).body.user.subscriptionStatus).toBe('canceled');
      await idle();
      await drained();
      expect((await agent.get('/api/bolo-items')).status).toBe(200);
      await control('clock/advance', { seconds: 32 * 24 * 60 * 60 });
      await idle();
      await drained();
      expect((await agent.get('/api/auth/me')).body.user).toMatchObject({ subscriptionStatus: 'free', subscriptionPlan: 'none', subscriptionEndDate: null });
      expect((await agent.get('/api/bolo-items')).status).toBe(403);
      expect(await billingQueue.getJobCounts('failed')).toEqual({ failed: 0 });
    });
  });
});
