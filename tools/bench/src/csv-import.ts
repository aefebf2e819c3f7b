import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { enqueue, IMPORT_COLUMNS, importItemsJob } from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { createTestDatabase, deleteRedisKeys, JobQueues, SERVER_DEFAULTS, uniqueRedisPrefix } from '@bolo/server-kit';
import Redis from 'ioredis';

/**
 * CSV import benchmark (`npm run bench:import`): one import of N generated rows through the real
 * worker process (services/worker/dist), timed from enqueue to the completed state, with the
 * worker's resident memory before the job and at its peak (VmHWM, Linux). It runs on a throwaway
 * database (bolo_test_<random>, migrated, dropped at the end) and private Redis prefixes.
 *
 *   BENCH_IMPORT_ROWS (100000)   data rows in the file (1 in 100 invalid)
 *   BENCH_IMPORT_MODE (import)   import, or dry-run (validation only)
 *   REDIS_URL                    the Redis the worker and the queue use
 */

const REPO_ROOT = path.resolve(__dirname, '../../..');
const WORKER_MAIN = path.join(REPO_ROOT, 'services/worker/dist/main.js');
const TIMEOUT_MS = 10 * 60_000;
const log = (line: string) => console.log(`[bench:import] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

function settings() {
  const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
  if (!Number.isInteger(rows) || rows < 1) throw new Error('BENCH_IMPORT_ROWS must be a whole number of at least 1');
  const mode = process.env.BENCH_IMPORT_MODE ?? 'import';
  if (mode !== 'import' && mode !== 'dry-run') throw new Error('BENCH_IMPORT_MODE must be import or dry-run');
  return { rows, mode: mode as 'import' | 'dry-run', redisUrl: process.env.REDIS_URL || SERVER_DEFAULTS.redisUrl };
}

/** A realistic file: varied names, quoted descriptions with commas, list cells; every 100th row invalid. */
function generateCsv(rows: number): Buffer {
  const lines = [IMPORT_COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    const name = i % 100 === 99 ? 'X' : `Vintage find no. ${i}`;
    lines.push(
      `${name},"Sought-after piece, batch ${i % 997}; resells quickly when complete",Home & Kitchen,Decor,$${(i % 20) + 1} - $${(i % 20) + 10},$${(i % 20) + 30} - $${(i % 20) + 80},eBay;Etsy;Mercari,Thrift Stores;Estate Sales,Check for chips`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** Resident and peak resident memory of a process, in kB (Linux /proc). */
function memoryOf(pid: number): { rssKb: number; peakKb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKb: field('VmRSS'), peakKb: field('VmHWM') };
}

async function main(): Promise<void> {
  const { rows, mode, redisUrl } = settings();
  const prefix = uniqueRedisPrefix('bench-import');
  const database = await createTestDatabase(2);
  const db = createRepositories(database.dataSource);
  const redis = new Redis(redisUrl);
  const queues = new JobQueues(redisUrl, prefix);
  let worker: ChildProcess | null = null;
  try {
    const admin = await db.users.create({ username: 'bench_importer', passwordHash: 'x', email: null, firstName: null, lastName: null, isAdmin: true });
    if (!('user' in admin)) throw new Error('could not create the importing admin');
    const file = generateCsv(rows);
    const record = await db.imports.create({ mode, fileName: 'bench.csv', file, createdBy: admin.user.id });
    log(`${rows.toLocaleString('en-US')} rows, ${mb(file.length / 1024)} stored as import ${record.id} (${mode})`);

    worker = spawn(process.execPath, [WORKER_MAIN], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: database.url, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, REDIS_KEY_PREFIX: `${prefix}:` },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const pid = worker.pid as number;
    // Ready once its queue consumers are connected; a fixed pause keeps the bench free of log parsing.
    await sleep(3000);
    if (worker.exitCode !== null) throw new Error(`the worker exited with code ${worker.exitCode}; build it first (npm run bench:import builds it)`);
    const before = memoryOf(pid);

    const started = Date.now();
    await enqueue(queues.queue(importItemsJob.queue), importItemsJob, { importId: record.id });
    let sampledPeakKb = before.rssKb;
    for (;;) {
      const status = await db.imports.find(record.id);
      sampledPeakKb = Math.max(sampledPeakKb, memoryOf(pid).rssKb);
      if (status?.state === 'completed' || status?.state === 'failed') {
        const elapsedMs = Date.now() - started;
        const { peakKb } = memoryOf(pid);
        if (status.state === 'failed') throw new Error(`the import failed: ${status.error}`);
        log(`state ${status.state}: ${status.rowsRead} read, ${status.valid} valid, ${status.invalid} invalid, ${status.inserted} inserted`);
        log(`elapsed ${(elapsedMs / 1000).toFixed(2)} s (${Math.round((status.rowsRead / elapsedMs) * 1000).toLocaleString('en-US')} rows/s)`);
        log(`worker RSS before the job ${mb(before.rssKb)}, peak ${mb(Math.max(peakKb, sampledPeakKb))} (VmHWM), +${mb(Math.max(peakKb, sampledPeakKb) - before.rssKb)}`);
        break;
      }
      if (Date.now() - started > TIMEOUT_MS) throw new Error('the import did not finish within 10 minutes');
      await sleep(100);
    }
  } finally {
    if (worker && worker.exitCode === null) {
      const exited = once(worker, 'exit');
      worker.kill('SIGTERM');
      await exited;
    }
    await queues.onApplicationShutdown();
    await deleteRedisKeys(redis, `${prefix}*`);
    await redis.quit();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:import] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
