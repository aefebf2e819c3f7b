import { ADMIN_MESSAGES, ERROR_MESSAGES, generatedItemFields, generateItemJob, type GeneratedItem } from '@bolo/contracts';
import { JobQueues } from '@bolo/server-kit';
import { createItem, createUser, signedIn, subscriberSpec } from './support/fixtures';
import { request, startTestApp, type TestApp } from './support/test-app';
import { buildWorker, startWorker, type RunningWorker } from './support/worker';

const EMPTY_NAME = 'Please enter an item name to generate BOLO data.';

type Agent = Awaited<ReturnType<typeof signedIn>>;

/** Every job of the ai queue, whatever its state. */
async function jobsIn(t: TestApp): Promise<number> {
  const counts = await t.app.get(JobQueues).queue(generateItemJob.queue).getJobCounts();
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/** The real compiled worker, consuming this app's queues and database; resolves once it is ready. */
async function startReadyWorker(t: TestApp, env: Record<string, string>): Promise<RunningWorker> {
  const worker = startWorker(t, { LOG_LEVEL: 'info', ...env });
  await worker.ready().catch(async (error: unknown) => {
    await worker.stop();
    throw error;
  });
  return worker;
}

describe('POST /api/generate-bolo', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    // The worker runs from its build, like in production (tsc -b is a no-op when dist is current).
    buildWorker();
    t = await startTestApp();
    admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true }));
    await createItem(t.db, {
      name: 'Nintendo Game Boy Color Handheld',
      category: 'Gaming',
      subcategory: 'Consoles & Accessories',
      buyPrice: '$15 - $30',
      soldRange: '$50 - $90',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 when signed out; a signed-in member reaches it (member proposals, issue 17)', async () => {
    const anonymous = await request(t.server).post('/api/generate-bolo').send({ name: 'Game Boy' });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, ERROR_MESSAGES.authRequired]);
    const member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    const res = await member.post('/api/generate-bolo').send({ name: '' });
    expect([res.status, res.body.message]).toEqual([400, EMPTY_NAME]);
  });

  it.each([
    ['an empty name', { name: '   ' }, EMPTY_NAME],
    ['no name', {}, EMPTY_NAME],
    ['a name that is not text', { name: 42 }, EMPTY_NAME],
    ['a name shorter than an item name', { name: 'TV' }, ADMIN_MESSAGES.nameTooShort],
    ['a name longer than an item name', { name: 'x'.repeat(201) }, ADMIN_MESSAGES.nameTooLong],
    ['script content', { name: '<script>alert(1)</script>' }, ADMIN_MESSAGES.invalidContent],
  ])('answers 400 to %s, queueing nothing', async (_case, body, message) => {
    const res = await admin.post('/api/generate-bolo').send(body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await jobsIn(t)).toBe(0);
  });

  describe('with the worker running the offline catalogue provider', () => {
    let worker: RunningWorker;
    beforeAll(async () => {
      worker = await startReadyWorker(t, { AI_PROVIDER: 'catalogue' });
    });
    afterAll(() => worker?.stop());

    it('answers the generated item, estimated from the similar published item', async () => {
      const res = await admin.post('/api/generate-bolo').send({ name: '  Game Boy Color ' });
      expect(res.status).toBe(200);
      const item = res.body as GeneratedItem;
      expect(item).toMatchObject({ name: 'Game Boy Color', category: 'Gaming', subcategory: 'Consoles & Accessories', provider: 'catalogue' });
      expect(item.notes).toMatch(/^Catalogue-based estimate from 1 similar item: Nintendo Game Boy Color Handheld\./);
      expect(generatedItemFields(item).success).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('answers concurrent requests each with its own item', async () => {
      const names = ['Sega Dreamcast console', 'Coleman camping tent', 'Pyrex mixing bowls'];
      const answers = await Promise.all(names.map((name) => admin.post('/api/generate-bolo').send({ name })));
      expect(answers.map((res) => [res.status, res.body.name])).toEqual(names.map((name) => [200, name]));
      expect(answers.map((res) => res.body.category)).toEqual(['Gaming', 'Sports & Outdoors', 'Home & Kitchen']);
    });
  });

  describe('with the worker on an AI provider that cannot be reached', () => {
    let worker: RunningWorker;
    beforeAll(async () => {
      worker = await startReadyWorker(t, { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_API_KEY: 'sk-test', AI_MAX_RETRIES: '0' });
    });
    afterAll(() => worker?.stop());

    it("answers 502 with the job's failure message", async () => {
      const res = await admin.post('/api/generate-bolo').send({ name: 'Game Boy Color' });
      expect([res.status, res.body.message]).toEqual([502, 'The AI provider at http://127.0.0.1:9/v1 could not be reached.']);
    });
  });

  describe('limits per user, with small limits configured', () => {
    let limited: TestApp;
    let worker: RunningWorker;
    beforeAll(async () => {
      limited = await startTestApp({ AI_GENERATE_PER_MINUTE: '2', AI_GENERATE_DAILY_LIMIT: '3' });
      worker = await startReadyWorker(limited, { AI_PROVIDER: 'catalogue' });
    });
    afterAll(async () => {
      await worker?.stop();
      await limited?.close();
    });

    const newAdmin = async () => signedIn(limited.server, await createUser(limited.db, { isAdmin: true }));
    const generate = (agent: Agent) => agent.post('/api/generate-bolo').send({ name: 'Pyrex mixing bowls' });
    /** What the passing of a minute does, without waiting for it: every rate window of a minute or less ends. */
    async function endMinuteWindows(): Promise<void> {
      for (const key of await limited.redis.keys(`${limited.redisKeyPrefix}rate:*`)) {
        if ((await limited.redis.pttl(key)) <= 60_000) await limited.redis.del(key);
      }
    }

    it('issue 16 finding 5: answers 429 with a message and Retry-After past AI_GENERATE_PER_MINUTE, queueing nothing; another admin is not held up', async () => {
      const [busy, other] = [await newAdmin(), await newAdmin()];
      expect([(await generate(busy)).status, (await generate(busy)).status]).toEqual([200, 200]);
      const jobs = await jobsIn(limited);
      const blocked = await generate(busy);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(ADMIN_MESSAGES.generateTooFast(2));
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(await jobsIn(limited)).toBe(jobs);
      expect((await generate(other)).status).toBe(200);
    });

    it('issue 16 finding 5: caps each user at AI_GENERATE_DAILY_LIMIT a day, and a refused request does not count', async () => {
      const agent = await newAdmin();
      expect([(await generate(agent)).status, (await generate(agent)).status, (await generate(agent)).status]).toEqual([200, 200, 429]);
      await endMinuteWindows();
      expect((await generate(agent)).status).toBe(200); // the day's third: the refused one was not counted
      await endMinuteWindows();
      const capped = await generate(agent);
      expect(capped.status).toBe(429);
      expect(capped.body.message).toBe(ADMIN_MESSAGES.generateDailyLimit(3));
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(24 * 60 * 60);
    });
  });

  describe('with no worker', () => {
    let quick: TestApp;
    beforeAll(async () => {
      quick = await startTestApp({ GENERATE_TIMEOUT_MS: '500' });
    });
    afterAll(() => quick?.close());

    it('answers 504 after GENERATE_TIMEOUT_MS and leaves no job behind for a late worker', async () => {
      const agent = await signedIn(quick.server, await createUser(quick.db, { isAdmin: true }));
      const started = Date.now();
      const res = await agent.post('/api/generate-bolo').send({ name: 'Game Boy Color' });
      expect([res.status, res.body.message]).toEqual([504, 'Generation timed out. Please try again.']);
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      expect(await jobsIn(quick)).toBe(0);
    });
  });
});
