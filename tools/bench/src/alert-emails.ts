import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES, enqueue, IMPORT_COLUMNS, importItemsJob, QUEUES, weeklyDigestJob } from '@bolo/contracts';
import { AlertFixtures, createRepositories } from '@bolo/db';
import { createTestDatabase, deleteRedisKeys, JobQueues, SERVER_DEFAULTS, startMailInbox, uniqueRedisPrefix, type TestDatabase } from '@bolo/server-kit';
import Redis from 'ioredis';

/**
 * `npm run bench:alert-emails` (issue 22): the e-mails about new finds, end to end through the
 * real worker process (services/worker/dist) and a real MailDev, on a throwaway database
 * (bolo_test_<random>, migrated, dropped at the end) and private Redis prefixes.
 *
 * 1. CSV import: BENCH_SEARCHES saved searches (100,000; 5 per member) made of the catalogue's
 *    own words, then an import of BENCH_IMPORT_ROWS finds (10,000) in publish mode. Timed from
 *    the enqueue: the import stored, every alert recorded, every alert e-mail accepted by SMTP.
 * 2. Weekly digest: BENCH_ITEMS finds (1,000,000; one year of publishing, so about 2% are the
 *    week's) and BENCH_SUBSCRIBERS subscribers (100,000; most follow one to three categories, a
 *    fifth have saved-search matches in the week). One catch-up run for a week: the run's time,
 *    then every digest accepted by SMTP (e-mails/s), with the worker's peak resident memory.
 *
 *   BENCH_PART (both)                 import, digest or both
 *   BENCH_WORKER_CONCURRENCY (2)      WORKER_CONCURRENCY of the worker (jobs at once per queue)
 */

const REPO_ROOT = path.resolve(__dirname, '../../..');
const WORKER_MAIN = path.join(REPO_ROOT, 'services/worker/dist/main.js');
const log = (line: string) => console.log(`[bench:alert-emails] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WORDS = () => ({ makers: MAKERS, kinds: KINDS, categories: CATEGORIES });
const whole = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
};
const count = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// The catalogue's vocabulary: 240 makers and 60 kinds of thing, so a saved search of one maker
// matches about 1 find in 240 and of a maker and a kind about 1 in 14,000 (real niches).
const MAKERS = Array.from({ length: 240 }, (_, i) => `${['pyr', 'fiest', 'corn', 'lenox', 'holt', 'mack', 'ruby', 'atla', 'nord', 'vell', 'quin', 'zeph'][i % 12]}${['ex', 'ara', 'ing', 'oth', 'wick', 'ley', 'ton', 'ova', 'en', 'ix', 'um', 'ard', 'ello', 'ist', 'ane', 'oro', 'ide', 'ume', 'ast', 'ery'][Math.floor(i / 12)]}`);
const KINDS = ['bowl', 'skillet', 'lamp', 'camera', 'console', 'figure', 'jacket', 'vase', 'mug', 'radio', 'clock', 'doll', 'train', 'puzzle', 'kettle', 'platter', 'lantern', 'watch', 'guitar', 'typewriter', 'tureen', 'decanter', 'blanket', 'saddle', 'compass', 'globe', 'helmet', 'sled', 'teapot', 'sewing machine', 'record player', 'tin sign', 'cookie jar', 'jewelry box', 'pocket knife', 'fishing reel', 'board game', 'comic book', 'trading card', 'action figure', 'model kit', 'music box', 'snow globe', 'butter dish', 'gravy boat', 'cake stand', 'candle holder', 'picture frame', 'wall clock', 'desk fan', 'toolbox', 'hand plane', 'wrench set', 'tackle box', 'baseball glove', 'golf club', 'tennis racket', 'hiking boot', 'leather bag', 'silk scarf'];

/** mulberry32: a small seeded generator whose low bits are as random as its high ones. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
}

function startWorker(database: TestDatabase, prefix: string, redisUrl: string, smtpUrl: string): ChildProcess {
  return spawn(process.execPath, [WORKER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      REDIS_KEY_PREFIX: `${prefix}:`,
      SMTP_URL: smtpUrl,
      WORKER_CONCURRENCY: String(whole('BENCH_WORKER_CONCURRENCY', 2)),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Waits until `done` answers true, sampling every 250 ms; answers the elapsed ms since `started`. */
async function until(what: string, started: number, done: () => Promise<boolean>, timeoutMs = 60 * 60_000): Promise<number> {
  for (;;) {
    if (await done()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${seconds(timeoutMs)}`);
    await sleep(250);
  }
}

async function emailJobsDone(queues: JobQueues, expected: number): Promise<boolean> {
  const counts = await queues.queue(QUEUES.email).getJobCounts('completed', 'failed', 'waiting', 'active', 'delayed', 'prioritized');
  if (counts.failed > 0) throw new Error(`${counts.failed} e-mail jobs failed`);
  return counts.completed >= expected && counts.waiting + counts.active + counts.delayed + counts.prioritized === 0;
}

async function importBench(redisUrl: string): Promise<void> {
  const searchesTotal = whole('BENCH_SEARCHES', 100_000);
  const rows = whole('BENCH_IMPORT_ROWS', 10_000);
  const prefix = uniqueRedisPrefix('bench-alert-import');
  const database = await createTestDatabase(4);
  const inbox = await startMailInbox();
  const queues = new JobQueues(redisUrl, prefix);
  let worker: ChildProcess | null = null;
  try {
    const db = createRepositories(database.dataSource);
    const tables = new AlertFixtures(database.dataSource);
    await tables.catalogue(100_000, 365, WORDS());
    const members = await tables.subscribers('watcher', Math.ceil(searchesTotal / 5));
    // Saved searches as members make them: a maker (half the time with a kind), a category a third of the time.
    const next = generator(17);
    const searches = Array.from({ length: searchesTotal }, (_, i) => {
      const maker = MAKERS[next(MAKERS.length)];
      const search = next(2) === 0 ? maker : `${maker} ${KINDS[next(KINDS.length)]}`;
      const query: Record<string, string> = { search };
      if (next(3) === 0) query.category = CATEGORIES[next(CATEGORIES.length)];
      return { userId: members[Math.floor(i / 5)], name: `Search ${i}`, query, notify: 'instant' };
    });
    await tables.savedSearches(searches);
    const lines = [IMPORT_COLUMNS.join(',')];
    for (let i = 0; i < rows; i++) {
      const name = `${MAKERS[next(MAKERS.length)]} ${KINDS[next(KINDS.length)]} lot ${i}`;
      lines.push(`${name},An imported find.,${CATEGORIES[next(CATEGORIES.length)]},,$${5 + (i % 20)} - $${25 + (i % 20)},$${40 + (i % 60)} - $${90 + (i % 60)},eBay;Mercari,Thrift Stores,`);
    }
    const admin = await db.users.create({ username: 'bench_importer', passwordHash: 'x', email: null, firstName: null, lastName: null, isAdmin: true });
    if (!('user' in admin)) throw new Error('could not create the importing admin');
    const record = await db.imports.create({ mode: 'publish', fileName: 'bench.csv', file: Buffer.from(`${lines.join('\n')}\n`), createdBy: admin.user.id });
    log(`import: ${count(searchesTotal)} saved searches of ${count(members.length)} members; importing ${count(rows)} finds (publish mode) into 100,000`);

    worker = startWorker(database, prefix, redisUrl, inbox.smtpUrl);
    await sleep(3000);
    const started = Date.now();
    await enqueue(queues.queue(QUEUES.imports), importItemsJob, { importId: record.id });
    const stored = await until('the import', started, async () => (await db.imports.find(record.id))?.state === 'completed');
    const alerted = await until('the alerts', started, async () => (await tables.importFindsMatched(record.id)) === rows);
    const { alerts, members: mailed } = await tables.alertTotals();
    const sent = await until('the alert e-mails', started, () => emailJobsDone(queues, mailed));
    const memory = memoryOf(worker.pid as number);
    log(`import: stored in ${seconds(stored)}; ${count(alerts)} alerts for ${count(mailed)} members recorded at ${seconds(alerted)}; ${count(mailed)} alert e-mails accepted by SMTP at ${seconds(sent)} (one per member); worker peak ${memory.peakMb.toFixed(0)} MB`);
  } finally {
    worker?.kill('SIGTERM');
    await cleanUp(queues, redisUrl, prefix);
    await inbox.stop();
    await database.drop();
  }
}

async function digestBench(redisUrl: string): Promise<void> {
  const items = whole('BENCH_ITEMS', 1_000_000);
  const total = whole('BENCH_SUBSCRIBERS', 100_000);
  const prefix = uniqueRedisPrefix('bench-digest');
  const database = await createTestDatabase(4);
  const inbox = await startMailInbox();
  const queues = new JobQueues(redisUrl, prefix);
  let worker: ChildProcess | null = null;
  try {
    let started = Date.now();
    const tables = new AlertFixtures(database.dataSource);
    await tables.catalogue(items, 365, WORDS());
    const members = await tables.subscribers('reader', total);
    const week = await tables.digestAudience(members, CATEGORIES);
    log(`digest: ${count(items)} finds (${count(week)} of them this week) and ${count(total)} subscribers made in ${seconds(Date.now() - started)}`);

    worker = startWorker(database, prefix, redisUrl, inbox.smtpUrl);
    await sleep(3000);
    const before = memoryOf(worker.pid as number);
    started = Date.now();
    const weekKey = '2026-W48';
    const run = (await queues.runAndWait(weeklyDigestJob, { week: weekKey }, 60 * 60_000)) as { members: number; queued: number };
    const picked = Date.now() - started;
    const sent = await until('the digests', started, () => emailJobsDone(queues, run.queued));
    const memory = memoryOf(worker.pid as number);
    const done = await tables.digestsSent(weekKey);
    log(
      `digest: run read ${count(run.members)} members and queued ${count(run.queued)} digests in ${seconds(picked)}; ${count(done)} accepted by SMTP at ${seconds(sent)} ` +
        `(${(done / (sent / 1000)).toFixed(0)} e-mails/s, ${whole('BENCH_WORKER_CONCURRENCY', 2)} at once); worker ${before.rssMb.toFixed(0)} MB before, peak ${memory.peakMb.toFixed(0)} MB`,
    );
    // A second run of the same week sends nothing.
    const again = Date.now();
    const some = members.slice(0, 1000);
    const rerun = (await queues.runAndWait(weeklyDigestJob, { week: weekKey, userIds: some }, 60_000)) as { members: number; queued: number };
    log(`digest: a second run of the same week for ${count(some.length)} of them queued ${rerun.queued} e-mails (${seconds(Date.now() - again)})`);
  } finally {
    worker?.kill('SIGTERM');
    await cleanUp(queues, redisUrl, prefix);
    await inbox.stop();
    await database.drop();
  }
}

async function cleanUp(queues: JobQueues, redisUrl: string, prefix: string): Promise<void> {
  await queues.onApplicationShutdown();
  const redis = new Redis(redisUrl);
  await deleteRedisKeys(redis, `${prefix}:*`);
  await redis.quit();
}

async function main(): Promise<void> {
  const part = process.env.BENCH_PART ?? 'both';
  if (!['import', 'digest', 'both'].includes(part)) throw new Error('BENCH_PART must be import, digest or both');
  const redisUrl = process.env.REDIS_URL || SERVER_DEFAULTS.redisUrl;
  if (part !== 'digest') await importBench(redisUrl);
  if (part !== 'import') await digestBench(redisUrl);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
