import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { CARD_IMAGE_SIZE, IMAGE_VARIANT_JOB, QUEUE_NAMES, imageVariantJobId } from '@bolo/contracts';
import { Queue } from 'bullmq';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { REDIS_URL, WORKER_MAIN, buildWorker, createTestDatabase, insertItemWithImage, largePng, readCard, uniqueSuffix, waitFor } from './support';

// A killed worker must lose nothing: its job stays 'active' with a lock nobody renews, the
// lock expires, the stalled check of the next worker moves it back to 'wait', and it runs again.
describe('worker process (kill and restart)', () => {
  const LOCK_MS = 3000;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let queue: Queue;
  let prefix: string;
  const running = new Set<ChildProcess>();
  const logs: string[] = [];

  function startWorker(): ChildProcess {
    const child = spawn(process.execPath, [WORKER_MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        REDIS_URL,
        QUEUE_PREFIX: prefix,
        WORKER_LOCK_DURATION_MS: String(LOCK_MS),
        // One libvips thread keeps the big decode slow enough to be caught mid-job.
        WORKER_SHARP_CONCURRENCY: '1',
        LOG_LEVEL: 'debug',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => logs.push(String(chunk)));
    child.stderr?.on('data', (chunk) => logs.push(String(chunk)));
    running.add(child);
    child.once('exit', () => running.delete(child));
    return child;
  }

  async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<{ code: number | null; signal: string | null }> {
    if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    child.kill(signal);
    const [code, sig] = await exited;
    return { code, signal: sig };
  }

  async function enqueue(itemId: number, checksum: string): Promise<string> {
    const jobId = imageVariantJobId('item', itemId, checksum);
    await queue.add(IMAGE_VARIANT_JOB, { owner: 'item', ownerId: itemId, checksum }, { jobId, attempts: 3, backoff: { type: 'exponential', delay: 500 } });
    return jobId;
  }

  beforeAll(async () => {
    buildWorker();
    db = await createTestDatabase();
    dataSource = db.dataSource;
    prefix = `test-${uniqueSuffix()}`;
    queue = new Queue(QUEUE_NAMES.images, { connection: { url: REDIS_URL }, prefix });
  }, 180_000);

  afterAll(async () => {
    for (const child of running) await stop(child, 'SIGKILL');
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await db?.drop();
  });

  afterEach(() => {
    const state = expect.getState();
    if (state.assertionCalls !== state.numPassingAsserts) process.stderr.write(`worker output:\n${logs.join('')}\n`);
    logs.length = 0;
  });

  it('finishes a job after the worker is killed in the middle of it', async () => {
    const { itemId, checksum } = await insertItemWithImage(dataSource, await largePng(), 'image/png');
    const jobId = await enqueue(itemId, checksum);

    const first = startWorker();
    await waitFor('the job to become active', async () => (await queue.getJobState(jobId)) === 'active', 30_000);
    const killed = await stop(first, 'SIGKILL');
    expect(killed.signal).toBe('SIGKILL');

    // Nothing was written and the job is still owned by the dead worker.
    const before = await readCard(dataSource, itemId);
    expect(before.cardData).toBeNull();
    expect(before.cardChecksum).toBeNull();
    expect(await queue.getJobState(jobId)).toBe('active');

    const second = startWorker();
    // Lock expiry plus up to two stalled-check rounds, plus the conversion itself.
    await waitFor('the job to complete after restart', async () => (await queue.getJobState(jobId)) === 'completed', 6 * LOCK_MS + 20_000, 100);

    const after = await readCard(dataSource, itemId);
    expect(after.cardChecksum).toBe(checksum);
    expect(after.cardContentType).toBe('image/webp');
    const meta = await sharp(after.cardData!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: CARD_IMAGE_SIZE.width, height: CARD_IMAGE_SIZE.height });
    expect((await queue.getJob(jobId))?.returnvalue).toMatchObject({ outcome: 'created' });
    expect(logs.join('')).toContain('job stalled');

    await stop(second, 'SIGTERM');
  }, 120_000);

  it('lets a running job finish on SIGTERM before exiting', async () => {
    const { itemId, checksum } = await insertItemWithImage(dataSource, await largePng(6000, '#3c3'), 'image/png');
    const jobId = await enqueue(itemId, checksum);

    const worker = startWorker();
    await waitFor('the job to become active', async () => (await queue.getJobState(jobId)) === 'active', 30_000);
    const exit = await stop(worker, 'SIGTERM');

    // Nest re-raises the signal after the shutdown hooks, so the process ends "by SIGTERM" — but only after them.
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    expect(await queue.getJobState(jobId)).toBe('completed');
    expect((await readCard(dataSource, itemId)).cardChecksum).toBe(checksum);
    const output = logs.join('');
    expect(output.indexOf('queue workers closed')).toBeGreaterThan(output.indexOf('job completed'));
    expect(output.indexOf('database pool closed')).toBeGreaterThan(output.indexOf('queue workers closed'));
  }, 120_000);
});
