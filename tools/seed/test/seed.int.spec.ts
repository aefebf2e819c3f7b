import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { CATEGORIES } from '@bolo/contracts';
import { catalogueVersionKey, createRepositories, itemImagePath } from '@bolo/db';
import { createTestDatabase, SERVER_DEFAULTS, type TestDatabase } from '@bolo/server-kit';
import argon2 from 'argon2';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const SEED_MAIN = path.join(ROOT, 'tools/seed/dist/main.js');
const REDIS_URL = process.env.REDIS_URL || SERVER_DEFAULTS.redisUrl;

describe('npm run seed', () => {
  const suffix = randomBytes(5).toString('hex');
  const prefix = `test-seed-${suffix}`;
  let env: NodeJS.ProcessEnv;
  let database: TestDatabase;
  let db: DataSource;
  let queue: Queue;

  const seed = (...args: string[]) => run(process.execPath, [SEED_MAIN, ...args], { env, cwd: ROOT });

  beforeAll(async () => {
    await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tools/seed'], { cwd: ROOT });
    database = await createTestDatabase(2);
    db = database.dataSource;
    // STRIPE_API_URL: a closed port, so the seed never reaches a developer's running emulator (billing is skipped).
    env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: `${prefix}:`, QUEUE_PREFIX: prefix, STRIPE_API_URL: 'http://127.0.0.1:9' };
    queue = new Queue('images', { connection: { url: REDIS_URL }, prefix });
  }, 180_000);

  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    const redis = new Redis(REDIS_URL);
    await redis.del(catalogueVersionKey(`${prefix}:`));
    await redis.quit();
    await database?.drop();
  });

  it('creates the demo users, payments, catalogue and card jobs, and a second run changes nothing', async () => {
    await seed();
    const repositories = createRepositories(db);
    const first = await repositories.database.tableDigests();

    const { users } = await repositories.users.listNewest(1, 100);
    expect(users.map((u) => [u.username, u.isAdmin, u.subscriptionStatus]).sort()).toEqual([
      ['admin', true, 'free'],
      ['free', false, 'free'],
      ['member', false, 'active'],
    ]);
    const member = await repositories.users.findWithPasswordByUsername('member');
    expect(await argon2.verify(member!.passwordHash, 'Member123!')).toBe(true);
    expect(await repositories.payments.count()).toBe(2);

    for (const category of CATEGORIES) expect(await repositories.items.countPublished({ category })).toBeGreaterThanOrEqual(5);
    const { published, drafts } = await repositories.items.countByStatus();
    expect(published).toBeGreaterThanOrEqual(60);
    expect(drafts).toBeGreaterThanOrEqual(5);
    // Every item points at its own stored picture.
    const { rows } = await repositories.items.adminPage({ status: 'all', page: 1, limit: 1000 });
    expect(rows.filter((row) => row.image === itemImagePath(row.id))).toHaveLength(published + drafts);
    expect(await queue.count()).toBe(published + drafts);

    await seed();
    expect(await repositories.database.tableDigests()).toEqual(first);
    expect(await queue.count()).toBe(published + drafts);

    // Each run retires the API's cached directory pages.
    const redis = new Redis(REDIS_URL);
    expect(await redis.get(catalogueVersionKey(`${prefix}:`))).toBe('2');
    await redis.quit();
  }, 120_000);

  it('tops a synthetic catalogue up to N instead of adding N each time', async () => {
    const { stdout } = await seed('--items', '1000');
    expect(stdout).toMatch(/added 1,000/);
    const repositories = createRepositories(db);
    const owner = await repositories.users.findIdByUsername('catalog-import');
    const count = () => repositories.items.countCreatedBy(owner!);
    expect(await count()).toBe(1000);
    const before = await repositories.database.tableDigests();
    await seed('--items', '1000');
    expect(await repositories.database.tableDigests()).toEqual(before);
    await seed('--items', '1200');
    expect(await count()).toBe(1200);
  }, 120_000);

  it('--large adds more accounts, comments, reports, saved items and imports than a page holds, once', async () => {
    const { stdout } = await seed('--large');
    expect(stdout).toContain('activity: added 60 accounts, 120 comments (60 reported), 40 saved items, 30 imports');
    const repositories = createRepositories(db);
    const { total } = await repositories.users.listNewest(1, 20);
    expect(total).toBeGreaterThan(60);
    const member = await repositories.users.findIdByUsername('member');
    const count = async (sql: string, values: unknown[] = []) => Number(((await db.query(sql, values)) as Array<{ n: string }>)[0].n);
    expect(await count(`SELECT count(*) AS n FROM saved_bolos WHERE user_id = $1`, [member])).toBe(40);
    expect(await count(`SELECT count(*) AS n FROM comments WHERE status = 'visible'`)).toBe(120);
    expect(await count(`SELECT count(*) AS n FROM comments WHERE open_reports > 0`)).toBe(60);
    expect(await count(`SELECT count(*) AS n FROM item_imports`)).toBe(30);
    const before = await repositories.database.tableDigests();
    await seed('--large');
    expect(await repositories.database.tableDigests()).toEqual(before);
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
    // Loading the seed's modules alone takes seconds on a busy 2-core machine.
  }, 30_000);
});
