import { catalogueVersionKey, createRepositories, ImportsRepository, type Repositories } from '@bolo/db';
import { enqueue, IMPORT_COLUMNS, IMPORT_MESSAGES, importItemsJob } from '@bolo/contracts';
import { deleteRedisKeys, ServerKitModule, uniqueRedisPrefix } from '@bolo/server-kit';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Job, Queue, QueueEvents, UnrecoverableError } from 'bullmq';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { loadWorkerConfig } from '../src/config/worker-config';
import type { CatalogueVersion } from '../src/imports/catalogue-version';
import type { NewFindsSignal } from '../src/imports/new-finds-signal';
import { ImportsModule } from '../src/imports/imports.module';
import { IMPORT_BATCH_ROWS, ImportsProcessor, type ImportProgress } from '../src/imports/imports.processor';
import { QueuesModule } from '../src/queues/queues.module';
import { createTestDatabase, REDIS_URL, waitFor } from './support';

const HEADER = IMPORT_COLUMNS.join(',');
const validRow = (i: number) =>
  `Vintage lamp no. ${i},"A brass desk lamp, early 1970s, working",Home & Kitchen,Decor,$5 - $15,$30 - $60,eBay;Etsy,Thrift Stores;Estate Sales,Check the wiring`;

/** The 10 bad rows, by data-row index, each wrong in its own way. */
const BAD_ROWS: Record<number, string> = {
  3: 'Ab,A brass desk lamp that sells well,Home & Kitchen,Decor,$5 - $15,$30 - $60,eBay,Thrift Stores,',
  99: 'Desk lamp,Too short,Home & Kitchen,Decor,$5 - $15,$30 - $60,eBay,Thrift Stores,',
  150: 'Desk lamp,A brass desk lamp that sells well,Cars,,$5 - $15,$30 - $60,eBay,Thrift Stores,',
  222: 'Desk lamp,A brass desk lamp that sells well,Home & Kitchen,Decor,$15 - $5,$30 - $60,eBay,Thrift Stores,',
  400: 'Desk lamp,A brass desk lamp that sells well,Home & Kitchen,Decor,$5 - $15,$30 - $60,Ebay,Thrift Stores,',
  512: 'Desk lamp,A brass desk lamp that sells well,Home & Kitchen,Decor,$5 - $15,$30 - $60,eBay,,',
  640: 'Desk lamp,only three cells',
  777: 'Desk lamp,A brass desk lamp that sells well,Home & Kitchen,Decor,$5 - $15,free,eBay,Thrift Stores,',
  901: 'Desk lamp,<script>alert(1)</script> in the description,Home & Kitchen,Decor,$5 - $15,$30 - $60,eBay,Thrift Stores,',
  999: ',,,,,,,,x',
};

/**
 * 1,000 data rows, exactly 10 of them bad. Row 500 has a quoted line break, so every row after it
 * starts one line further down: the report must name lines of the file, not row counts.
 */
function thousandRows(): { csv: Buffer; badLines: number[] } {
  const lines = [HEADER];
  const badLines: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const line = lines.length + 1 + (i > 500 ? 1 : 0);
    if (BAD_ROWS[i]) badLines.push(line);
    lines.push(BAD_ROWS[i] ?? (i === 500 ? validRow(i).replace('working', 'working\nwith its original shade') : validRow(i)));
  }
  return { csv: Buffer.from(`${lines.join('\n')}\n`), badLines };
}

const fakeJob = (attemptsMade = 0) => {
  const progress: ImportProgress[] = [];
  const job = { attemptsMade, opts: { attempts: 3 }, updateProgress: async (p: ImportProgress) => void progress.push(p) } as unknown as Job;
  return { job, progress };
};

describe('imports worker (CSV to draft items)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let repos: Repositories;
  let adminId: number;
  const bumps: number[] = [];
  const catalogue = { bump: async () => bumps.push(Date.now()) } as unknown as CatalogueVersion;
  let processor: ImportsProcessor;
  let signals = 0;
  const newFinds = { published: async () => void signals++ } as unknown as NewFindsSignal;

  const upload = async (csv: Buffer, mode: 'import' | 'dry-run' | 'publish' = 'import') =>
    (await repos.imports.create({ mode, fileName: 'items.csv', file: csv, createdBy: adminId })).id;
  const reportLines = async (id: number) => (await repos.imports.errorsAfter(id, 0, 10_000)).map((e) => e.rowNumber);

  beforeAll(async () => {
    Logger.overrideLogger(false);
    db = await createTestDatabase();
    dataSource = db.dataSource;
    repos = createRepositories(dataSource);
    const created = await repos.users.create({ username: 'importer', passwordHash: 'x', email: null, firstName: null, lastName: null, isAdmin: true });
    if (!('user' in created)) throw new Error('admin not created');
    adminId = created.user.id;
    processor = new ImportsProcessor(repos.imports, catalogue, newFinds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('imports 1,000 rows with 10 bad ones: 990 drafts, and the report names exactly the 10 bad lines', async () => {
    const { csv, badLines } = thousandRows();
    const id = await upload(csv);
    const { job, progress } = fakeJob();
    bumps.length = 0;

    const outcome = await processor.importItems({ importId: id }, job);

    expect(outcome).toEqual(expect.objectContaining({ outcome: 'completed', rowsRead: 1000, valid: 990, invalid: 10, inserted: 990 }));
    expect(await repos.imports.find(id)).toEqual(
      expect.objectContaining({ state: 'completed', rowsRead: 1000, valid: 990, invalid: 10, inserted: 990, error: null, finishedAt: expect.any(Date) }),
    );
    expect(await reportLines(id)).toEqual(badLines);
    const [counts] = await dataSource.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'draft' AND created_by = $2)::int AS drafts FROM bolo_items WHERE import_id = $1`,
      [id, adminId],
    );
    expect(counts).toEqual({ n: 990, drafts: 990 });
    // Progress after each batch of 1,000 rows, and the catalogue version bumped once.
    expect(progress).toEqual([{ rowsRead: 1000, valid: 990, invalid: 10, inserted: 990 }]);
    expect(bumps).toHaveLength(1);

    // The stored item is what the item schema made of the row.
    const [item] = await dataSource.query(`SELECT name, description, buy_price, sold_range, platforms, source, notes FROM bolo_items WHERE name = 'Vintage lamp no. 500'`);
    expect(item).toEqual({
      name: 'Vintage lamp no. 500',
      description: 'A brass desk lamp, early 1970s, working\nwith its original shade',
      buy_price: '$5 - $15',
      sold_range: '$30 - $60',
      platforms: ['eBay', 'Etsy'],
      source: ['Thrift Stores', 'Estate Sales'],
      notes: 'Check the wiring',
    });
  });

  it('an import in publish mode stores its valid rows published and asks for the alerts at once', async () => {
    const id = await upload(Buffer.from(`${HEADER}\n${validRow(1)}\n${validRow(2)}\n${BAD_ROWS[3]}\n`), 'publish');
    signals = 0;
    expect(await processor.importItems({ importId: id }, fakeJob().job)).toEqual(expect.objectContaining({ outcome: 'completed', valid: 2, invalid: 1, inserted: 2 }));
    const statuses = await dataSource.query(`SELECT status FROM bolo_items WHERE import_id = $1`, [id]);
    expect(statuses).toEqual([{ status: 'published' }, { status: 'published' }]);
    expect(signals).toBe(1);
    // A draft import does not ask: nothing was published.
    await processor.importItems({ importId: await upload(Buffer.from(`${HEADER}\n${validRow(3)}\n`)) }, fakeJob().job);
    expect(signals).toBe(1);
  });

  it('reports each bad row with its name and every message', async () => {
    const id = await upload(Buffer.from(`${HEADER}\n${validRow(1)}\n${BAD_ROWS[3]}\n${BAD_ROWS[640]}\n${BAD_ROWS[512]}\n`), 'dry-run');
    await processor.importItems({ importId: id }, fakeJob().job);
    expect(await repos.imports.errorsAfter(id, 0, 10)).toEqual([
      { rowNumber: 3, name: 'Ab', messages: ['Name must be at least 3 characters'] },
      { rowNumber: 4, name: 'Desk lamp', messages: ['Row has 2 cells, expected 9'] },
      { rowNumber: 5, name: 'Desk lamp', messages: ['At least one source is required'] },
    ]);
  });

  it('a dry run validates everything and inserts nothing', async () => {
    const id = await upload(thousandRows().csv, 'dry-run');
    bumps.length = 0;
    const outcome = await processor.importItems({ importId: id }, fakeJob().job);
    expect(outcome).toEqual(expect.objectContaining({ outcome: 'completed', rowsRead: 1000, valid: 990, invalid: 10, inserted: 0 }));
    expect(await repos.imports.countItems(id)).toBe(0);
    expect(await reportLines(id)).toHaveLength(10);
    expect(bumps).toHaveLength(0);
  });

  it('a retried job starts over without duplicating the rows its failed attempt inserted', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => validRow(i));
    const id = await upload(Buffer.from(`${HEADER}\n${rows.join('\n')}\n`));
    // The first attempt dies after committing two batches (the database went away, say).
    const failing = new ImportsRepository(dataSource);
    const saveBatch = failing.saveBatch.bind(failing);
    let batches = 0;
    failing.saveBatch = async (...args) => {
      if (++batches === 3) throw new Error('connection lost');
      return saveBatch(...args);
    };
    const first = fakeJob(0);
    await expect(new ImportsProcessor(failing, catalogue, newFinds).importItems({ importId: id }, first.job)).rejects.toThrow('connection lost');
    expect(await repos.imports.countItems(id)).toBe(2 * IMPORT_BATCH_ROWS);
    expect((await repos.imports.find(id))?.state).toBe('running'); // not the last attempt: BullMQ retries it

    const retry = await processor.importItems({ importId: id }, fakeJob(1).job);
    expect(retry).toEqual(expect.objectContaining({ outcome: 'completed', rowsRead: 2500, inserted: 2500 }));
    expect(await repos.imports.countItems(id)).toBe(2500);
    expect(await repos.imports.find(id)).toEqual(expect.objectContaining({ rowsRead: 2500, valid: 2500, inserted: 2500 }));
    // A duplicate delivery of a finished import changes nothing.
    expect(await processor.importItems({ importId: id }, fakeJob(0).job)).toEqual({ outcome: 'already-finished', state: 'completed' });
    expect(await repos.imports.countItems(id)).toBe(2500);
  });

  it('the last failed attempt marks the import failed and removes what it inserted', async () => {
    const id = await upload(Buffer.from(`${HEADER}\n${Array.from({ length: 1500 }, (_, i) => validRow(i)).join('\n')}\n`));
    const failing = new ImportsRepository(dataSource);
    const saveBatch = failing.saveBatch.bind(failing);
    let batches = 0;
    failing.saveBatch = async (...args) => {
      if (++batches === 2) throw new Error('disk full');
      return saveBatch(...args);
    };
    await expect(new ImportsProcessor(failing, catalogue, newFinds).importItems({ importId: id }, fakeJob(2).job)).rejects.toThrow('disk full');
    expect(await repos.imports.find(id)).toEqual(expect.objectContaining({ state: 'failed', inserted: 0, error: expect.stringContaining('failed') }));
    expect(await repos.imports.countItems(id)).toBe(0);
  });

  it('a file that is not valid CSV fails at once, without retries, and keeps nothing', async () => {
    const id = await upload(Buffer.from(`${HEADER}\n${validRow(1)}\n${'Lamp,"broken quote" here,Home & Kitchen,Decor,$5 - $15,$30 - $60,eBay,Thrift Stores,'}\n`));
    const error = await processor.importItems({ importId: id }, fakeJob().job).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnrecoverableError);
    const record = await repos.imports.find(id);
    expect(record).toEqual(expect.objectContaining({ state: 'failed', inserted: 0 }));
    expect(record?.error).toMatch(/^The file is not a CSV file: Invalid Closing Quote/);
    expect(await repos.imports.countItems(id)).toBe(0);

    const badHeader = await upload(Buffer.from('name,price\nLamp,3\n'));
    await expect(processor.importItems({ importId: badHeader }, fakeJob().job)).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await repos.imports.find(badHeader))?.error).toBe(IMPORT_MESSAGES.unknownColumns(['price']));
  });

  describe('through BullMQ, in the worker module', () => {
    const run = uniqueRedisPrefix('imports');
    let app: Awaited<ReturnType<typeof NestFactory.createApplicationContext>>;
    let queue: Queue;
    let events: QueueEvents;
    let redis: Redis;

    beforeAll(async () => {
      const config = loadWorkerConfig({
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.url,
        REDIS_URL,
        QUEUE_PREFIX: run,
        REDIS_KEY_PREFIX: `${run}:`,
      });
      @Module({ imports: [ServerKitModule.forRoot({ service: 'worker', config, poolSize: 3, jobQueues: true }), QueuesModule, ImportsModule] })
      class ImportsWorkerModule {}
      app = await NestFactory.createApplicationContext(ImportsWorkerModule, { logger: false });
      await app.init();
      queue = new Queue(importItemsJob.queue, { connection: { url: REDIS_URL }, prefix: run });
      events = new QueueEvents(importItemsJob.queue, { connection: { url: REDIS_URL }, prefix: run });
      await events.waitUntilReady();
      redis = new Redis(REDIS_URL);
    });
    afterAll(async () => {
      await app?.close();
      await events?.close();
      await queue?.obliterate({ force: true }).catch(() => undefined);
      await queue?.close();
      if (redis) {
        await deleteRedisKeys(redis, `${run}*`);
        await redis.quit();
      }
    });

    it('reports progress while it runs, completes and bumps the catalogue version', async () => {
      const rows = Array.from({ length: 5000 }, (_, i) => validRow(i));
      const id = await upload(Buffer.from(`${HEADER}\n${rows.join('\n')}\n`));
      const seen: ImportProgress[] = [];
      events.on('progress', ({ data }) => void seen.push(data as ImportProgress));

      const jobId = await enqueue(queue, importItemsJob, { importId: id });
      await waitFor('the import to complete', async () => (await queue.getJobState(jobId)) === 'completed', 30_000, 50);

      expect(seen.map((p) => p.rowsRead)).toEqual([1000, 2000, 3000, 4000, 5000]);
      expect(await repos.imports.find(id)).toEqual(expect.objectContaining({ state: 'completed', rowsRead: 5000, inserted: 5000 }));
      expect(Number(await redis.get(catalogueVersionKey(`${run}:`)))).toBe(1);
    });
  });
});
