import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { CATEGORIES } from '@bolo/contracts';
import { DEFAULT_DATABASE_URL, catalogueVersionKey, createDataSource, dropDatabase, ensureDatabase } from '@bolo/db';
import argon2 from 'argon2';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const SEED_MAIN = path.join(ROOT, 'tools/seed/dist/main.js');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Every table the seed writes, as one comparable value: a second run must leave it identical.
const FINGERPRINT = `
  SELECT (SELECT md5(string_agg(u::text, '|' ORDER BY id)) FROM users u) AS users,
         (SELECT md5(string_agg(i::text, '|' ORDER BY id)) FROM bolo_items i) AS items,
         (SELECT md5(string_agg(m::text, '|' ORDER BY bolo_item_id)) FROM bolo_item_images m) AS images,
         (SELECT md5(string_agg(p::text, '|' ORDER BY id)) FROM payments p) AS payments`;

describe('npm run seed', () => {
  const suffix = randomBytes(5).toString('hex');
  const url = Object.assign(new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL), { pathname: `/bolo_test_${suffix}` }).toString();
  const prefix = `test-seed-${suffix}`;
  const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: url, REDIS_URL, REDIS_KEY_PREFIX: `${prefix}:`, QUEUE_PREFIX: prefix };
  let db: DataSource;
  let queue: Queue;

  const seed = (...args: string[]) => run(process.execPath, [SEED_MAIN, ...args], { env, cwd: ROOT });

  beforeAll(async () => {
    await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tools/seed'], { cwd: ROOT });
    await ensureDatabase(url);
    db = await createDataSource(url, 2).initialize();
    await db.runMigrations();
    queue = new Queue('images', { connection: { url: REDIS_URL }, prefix });
  }, 180_000);

  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    const redis = new Redis(REDIS_URL);
    await redis.del(catalogueVersionKey(`${prefix}:`));
    await redis.quit();
    if (db?.isInitialized) await db.destroy();
    await dropDatabase(url);
  });

  it('creates the demo users, payments, catalogue and card jobs, and a second run changes nothing', async () => {
    await seed();
    const first = (await db.query(FINGERPRINT))[0];

    const users: Array<{ username: string; password: string; is_admin: boolean; subscription_status: string }> = await db.query(
      `SELECT username, password, is_admin, subscription_status FROM users ORDER BY username`,
    );
    expect(users.map((u) => [u.username, u.is_admin, u.subscription_status])).toEqual([
      ['admin', true, 'free'],
      ['free', false, 'free'],
      ['member', false, 'active'],
    ]);
    expect(await argon2.verify(users.find((u) => u.username === 'member')!.password, 'Member123!')).toBe(true);
    expect((await db.query(`SELECT count(*)::int AS n FROM payments`))[0].n).toBe(2);

    const perCategory: Array<{ category: string; n: number }> = await db.query(
      `SELECT category, count(*)::int AS n FROM bolo_items WHERE status = 'published' GROUP BY category`,
    );
    expect(perCategory.map((r) => r.category).sort()).toEqual([...CATEGORIES].sort());
    for (const row of perCategory) expect(row.n).toBeGreaterThanOrEqual(5);
    const [{ published, drafts, imaged }] = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'published')::int AS published, count(*) FILTER (WHERE status = 'draft')::int AS drafts,
              count(*) FILTER (WHERE image = '/api/images/bolo-items/' || id)::int AS imaged FROM bolo_items`,
    );
    expect(published).toBeGreaterThanOrEqual(60);
    expect(drafts).toBeGreaterThanOrEqual(5);
    expect(imaged).toBe(published + drafts);
    expect(await queue.count()).toBe(published + drafts);

    await seed();
    expect((await db.query(FINGERPRINT))[0]).toEqual(first);
    expect(await queue.count()).toBe(published + drafts);

    // Each run retires the API's cached directory pages.
    const redis = new Redis(REDIS_URL);
    expect(await redis.get(catalogueVersionKey(`${prefix}:`))).toBe('2');
    await redis.quit();
  }, 120_000);

  it('tops a synthetic catalogue up to N instead of adding N each time', async () => {
    const { stdout } = await seed('--items', '1000');
    expect(stdout).toMatch(/added 1,000/);
    const count = async () => (await db.query(`SELECT count(*)::int AS n FROM bolo_items i JOIN users u ON u.id = i.created_by WHERE u.username = 'catalog-import'`))[0].n;
    expect(await count()).toBe(1000);
    const before = (await db.query(FINGERPRINT))[0];
    await seed('--items', '1000');
    expect((await db.query(FINGERPRINT))[0]).toEqual(before);
    await seed('--items', '1200');
    expect(await count()).toBe(1200);
  }, 120_000);

  it('refuses the demo passwords in production, in one line', async () => {
    const failure = await run(process.execPath, [SEED_MAIN], {
      env: { ...env, NODE_ENV: 'production', SEED_ADMIN_PASSWORD: 'Admin123!' },
      cwd: ROOT,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr.trim()).toBe(
      'seed: NODE_ENV=production refuses default passwords: set SEED_ADMIN_PASSWORD, SEED_MEMBER_PASSWORD, SEED_FREE_PASSWORD (8+ characters, not the demo defaults).',
    );
  });
});
