import { startMailInbox, type RunningMailInbox } from '@bolo/server-kit';
import { Queue } from 'bullmq';
import { importFinished, importStatus, publishItems, rowsOfImport, submitImport } from './support/catalogue';
import { waitFor, type Client } from './support/client';
import { OUTAGE_ANSWER_MS, seen, UNAVAILABLE } from './support/expectations';
import { printOutputOnFailure, startStack, type Stack } from './support/stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));

// Redis holds sessions, rate limits, the directory cache and the job queues. Restarted the way a
// deployment restarts it (append-only file on, as in docker-compose.yml), nothing may be lost:
// members stay signed in, and every job queued or running completes exactly once.
describe('Redis restarted while members browse and jobs run', () => {
  const IMPORT_ROWS = 20_000;
  const OUTAGE_MS = 11_000;
  let stack: Stack;
  let mail: RunningMailInbox;
  let member: Client;
  let admin: Client;
  let itemIds: number[];

  beforeAll(async () => {
    [stack, mail] = await Promise.all([startStack(), startMailInbox()]);
    // Production's lock duration (30 s): a Redis restart is shorter, so no running job is taken for dead.
    await stack.startWorker({ SMTP_URL: mail.smtpUrl });
    [member, admin, itemIds] = await Promise.all([stack.signUp('subscriber'), stack.signUp('admin'), publishItems(stack, 30)]);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await mail?.stop();
  });

  printOutputOnFailure(() => stack);

  it('answers 503 with a message while Redis is down, then serves the same session and finishes every job exactly once', async () => {
    expect((await member.get('/api/bolo-items?limit=10')).status).toBe(200);
    const signedInAs = ((await member.get('/api/auth/me')).body as { user: { username: string } }).user.username;

    // Work in flight when Redis goes: an import half done, and password-reset e-mails just queued.
    const accounts = await Promise.all([1, 2, 3, 4].map(() => stack.signUp('subscriber')));
    const resetAddresses = await Promise.all(accounts.map(async (account) => ((await account.get('/api/auth/me')).body as { user: { email: string } }).user.email));
    // The last one asks only once Redis is back.
    const latecomerEmail = resetAddresses.pop()!;
    const importId = await submitImport(admin, IMPORT_ROWS, 'redis-restart');
    await waitFor('the import to be under way', async () => ((await importStatus(admin, importId))?.rowsRead ?? 0) > 0, 20_000, 20);
    const resets = await Promise.all(resetAddresses.map((email) => stack.client().post('/api/auth/forgot-password', { email })));
    expect(resets.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const atStop = await importStatus(admin, importId);
    await stack.redis.stop();
    const downAt = Date.now();
    expect(atStop).toMatchObject({ state: 'running' });

    // Every route that needs Redis (sessions, rate limits, queues) answers 503 with a message, quickly.
    for (const path of ['/api/auth/me', '/api/bolo-items?limit=10', `/api/bolo-items/${itemIds[0]}`, '/api/saved-bolos']) {
      const answer = await member.get(path);
      expect({ path, ...seen(answer) }).toEqual({ path, ...UNAVAILABLE });
      expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_MS);
      expect(member.lastHeaders?.get('retry-after')).toBe('5');
    }
    expect(seen(await stack.client().post('/api/auth/signin', { username: 'someone', password: 'a long enough password' }))).toEqual(UNAVAILABLE);
    // Nothing can be queued: the member is told to try again rather than promised an e-mail.
    expect(seen(await stack.client().post('/api/auth/forgot-password', { email: resetAddresses[0] }))).toEqual(UNAVAILABLE);
    // The load balancer's probe names the culprit.
    expect(seen(await stack.client().get('/api/health'))).toEqual({
      status: 503,
      body: { status: 'error', postgres: 'up', redis: 'down', message: 'Redis is down' },
    });
    // What needs no Redis still works: visitors see the home page's preview from PostgreSQL.
    expect((await stack.client().get('/api/bolo-items/preview')).status).toBe(200);

    // An outage long enough for reconnect attempts to have spread out (BullMQ's default reaches 8 s, then 20 s, apart).
    await sleep(downAt + OUTAGE_MS - Date.now());
    const late = await member.get('/api/bolo-items?limit=10');
    expect(seen(late)).toEqual(UNAVAILABLE);
    expect(late.ms).toBeLessThan(OUTAGE_ANSWER_MS);

    await stack.redis.start();

    // The API recovers by itself, and the session cookie from before the restart is still valid.
    const me = await waitFor('the API to answer the member again', async () => {
      const answer = await member.get('/api/auth/me');
      return answer.status === 200 ? answer : null;
    }, 3000, 50);
    expect((me.body as { user: { username: string } }).user.username).toBe(signedInAs);
    expect((await member.get('/api/bolo-items?limit=10')).status).toBe(200);
    expect((await member.post('/api/saved-bolos', { boloItemId: itemIds[1] })).status).toBe(201);
    expect((await stack.client().get('/api/health')).status).toBe(200);

    // The worker notices Redis is back within moments: a reset asked for now is delivered at once.
    expect((await stack.client().post('/api/auth/forgot-password', { email: latecomerEmail })).status).toBe(200);
    await mail.waitForMessage((m) => m.to.some((to) => to.address === latecomerEmail), 4000);
    resetAddresses.push(latecomerEmail);

    // The import finishes with each row stored once.
    const finished = await importFinished(admin, importId);
    expect(finished).toMatchObject({ state: 'completed', rowsRead: IMPORT_ROWS, inserted: IMPORT_ROWS, invalid: 0 });
    expect(await rowsOfImport(stack, importId)).toBe(IMPORT_ROWS);

    // Each reset e-mail arrives, once: none lost with Redis, none sent again after it.
    for (const address of resetAddresses) await mail.waitForMessage((m) => m.to.some((to) => to.address === address), 20_000);
    const queue = new Queue('email', { connection: { url: stack.redisUrl } });
    try {
      await waitFor('the e-mail queue to drain', async () => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        return Object.values(counts).every((n) => n === 0);
      }, 20_000);
      expect(await queue.getJobCounts('completed', 'failed')).toEqual({ completed: resetAddresses.length, failed: 0 });
    } finally {
      await queue.close();
    }
    for (const address of resetAddresses) expect(await mail.messagesTo(address)).toHaveLength(1);
  }, 120_000);
});
