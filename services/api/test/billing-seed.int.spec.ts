// Issue 19: the demo member made by the seed can do everything a paying member can. The seed's
// accounts step (tools/seed/dist/billing/main.js, built and run as its own process, as the platform
// runs it) against the Stripe emulator: one customer and one subscription however often it runs, a
// member the provider does not know (or whose subscription has ended) repaired, and the seeded
// member's Upgrade, Switch to Monthly and Cancel working through this API.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { BILLING_MESSAGES } from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { SERVER_DEFAULTS, startStripeEmulatorProcess, type EmulatorProcess } from '@bolo/server-kit';
import { request, startTestApp, type TestApp } from './support/test-app';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const SEED_ACCOUNTS = path.join(ROOT, 'tools/seed/dist/billing/main.js');
const SECRET = 'whsec_billing_seed_test';
const DAY = 24 * 60 * 60;

describe('the seed gives the demo member a subscription with the payment provider', () => {
  let t: TestApp;
  let emulator: EmulatorProcess;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tools/seed'], { cwd: ROOT });
    emulator = await startStripeEmulatorProcess({ webhookUrl: null, webhookSecret: SECRET });
    t = await startTestApp({ BILLING_MODE: 'emulator', STRIPE_API_URL: emulator.url, STRIPE_WEBHOOK_SECRET: SECRET });
    env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: (t.db.options as { url: string }).url,
      REDIS_URL: process.env.REDIS_URL || SERVER_DEFAULTS.redisUrl,
      REDIS_KEY_PREFIX: t.redisKeyPrefix,
      QUEUE_PREFIX: t.redisKeyPrefix.slice(0, -1),
      BILLING_MODE: 'emulator',
      STRIPE_API_URL: emulator.url,
    };
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await emulator?.stop();
  });

  /** The seed's accounts step; resolves with its output, or the failure with its exit code. */
  const seed = (extra: NodeJS.ProcessEnv = {}) =>
    run(process.execPath, [SEED_ACCOUNTS], { env: { ...env, ...extra }, cwd: ROOT }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  const repositories = () => createRepositories(t.db);
  const member = async () => {
    const id = (await repositories().users.findIdByUsername('member'))!;
    return (await repositories().billing.billingOf(id))!;
  };
  /** The subscriptions the emulator has started, by their creation events. */
  const created = async () => ((await (await fetch(`${emulator.url}/_emulator/events?type=customer.subscription.created`)).json()) as { events: Array<{ objectId: string }> }).events;

  it('once however often it runs; a provider that does not answer, or forgot the member, is caught up on the next run', async () => {
    // The emulator not running yet (npm start's order): the accounts are made, billing is not, and this entry point says so.
    const unreachable = await seed({ STRIPE_API_URL: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('the Stripe emulator does not answer at http://127.0.0.1:9');
    expect(await member()).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'monthly', subscriptionId: null, stripeCustomerId: null });
    expect(await repositories().payments.count()).toBe(2); // last month's and this month's made-up invoices

    const first = await seed();
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/billing: started member's monthly subscription sub_\w+ for customer cus_\w+ \(it had none\)/);
    const billed = await member();
    expect(billed).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'monthly', subscriptionId: expect.stringMatching(/^sub_/), stripeCustomerId: expect.stringMatching(/^cus_/) });
    expect(billed.subscriptionEndDate!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY * 1000);
    // The provider's first invoice is recorded as the worker would record it (same invoice id: the
    // webhook adds nothing later); no made-up invoice is added for a month the provider bills.
    expect(await repositories().payments.count()).toBe(3);

    const before = await repositories().database.tableDigests();
    const second = await seed();
    expect(second.stdout).toContain(`member's subscription ${billed.subscriptionId} already exists`);
    expect(await repositories().database.tableDigests()).toEqual(before);
    expect((await created()).map((e) => e.objectId)).toEqual([billed.subscriptionId]);

    // The emulator keeps nothing across restarts: the next run makes the member a new one.
    await emulator.control('reset');
    const repaired = await seed();
    expect(repaired.stdout).toContain('the provider no longer knew its previous one');
    const now = await member();
    expect(now.subscriptionId).not.toBe(billed.subscriptionId);
    expect(now.stripeCustomerId).not.toBe(billed.stripeCustomerId);
    expect((await created()).map((e) => e.objectId)).toEqual([now.subscriptionId]);
  });

  it("lets the seeded member upgrade, switch to monthly once (shown as scheduled) and cancel; an ended subscription is restarted for the same customer", async () => {
    const agent = request.agent(t.server);
    expect((await agent.post('/api/auth/signin').send({ username: 'member', password: 'Member123!' })).status).toBe(200);
    const post = (change: string) => agent.post(`/api/subscription/${change}`).send();

    const initially = await agent.get('/api/subscription');
    expect(initially.status).toBe(200);
    expect(initially.headers['cache-control']).toBe('private, no-store');
    expect(initially.body.subscription).toMatchObject({ status: 'active', plan: 'monthly', cancelAtPeriodEnd: false, scheduledPlan: null, scheduledChangeAt: null });

    const upgraded = await post('upgrade');
    expect([upgraded.status, upgraded.body.user.subscriptionPlan, upgraded.body.subscription.plan]).toEqual([200, 'annual', 'annual']);

    // A double click: one switch, and the other waits for it and is told it is already scheduled.
    const both = await Promise.all([post('downgrade'), post('downgrade')]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    const switched = both.find((res) => res.status === 200)!;
    expect(both.find((res) => res.status === 409)!.body.message).toBe(BILLING_MESSAGES.alreadySwitchingToMonthly);
    expect(switched.body.user).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'annual' });
    expect(switched.body.subscription).toMatchObject({ plan: 'annual', scheduledPlan: 'monthly', scheduledChangeAt: switched.body.subscription.currentPeriodEnd });
    expect((await agent.get('/api/subscription')).body.subscription).toEqual(switched.body.subscription);
    const again = await post('downgrade');
    expect([again.status, again.body.message]).toEqual([409, BILLING_MESSAGES.alreadySwitchingToMonthly]);

    const canceled = await post('cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body.user.subscriptionStatus).toBe('canceled');
    expect(canceled.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, scheduledPlan: null });
    expect(new Date(canceled.body.user.subscriptionEndDate).getTime()).toBeGreaterThan(Date.now() + 360 * DAY * 1000);
    expect((await agent.get('/api/bolo-items')).status).toBe(200); // access continues until the period ends

    // The year runs out: the next seed starts a new monthly subscription, for the same customer.
    const { stripeCustomerId } = await member();
    await emulator.control('clock/advance', { seconds: 367 * DAY });
    const restarted = await seed();
    expect(restarted.stdout).toContain('its previous one had ended');
    expect(await member()).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'monthly', stripeCustomerId });
    expect((await agent.get('/api/subscription')).body.subscription).toMatchObject({ status: 'active', plan: 'monthly', scheduledPlan: null });
  });
});
