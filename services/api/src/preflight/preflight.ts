import { MIGRATIONS } from '@bolo/db';
import Redis from 'ioredis';
import { Client } from 'pg';
import { AppConfig, redactUrl } from '../config/app-config';

const CONNECT_TIMEOUT_MS = 3000;

/** A start-up problem the operator can fix; its message is the one line printed before exiting. */
export class PreflightError extends Error {}

/**
 * Checks PostgreSQL (reachable, database present, schema migrated) and Redis before Nest boots,
 * so a missing service is reported once and clearly instead of as a stack of retries.
 */
export async function checkDependencies(config: AppConfig): Promise<void> {
  await checkPostgres(config.databaseUrl);
  await checkRedis(config.redisUrl);
}

async function checkPostgres(url: string): Promise<void> {
  const shown = redactUrl(url);
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new PreflightError(postgresProblem(error, url));
  }
  try {
    const table = await client.query(`SELECT to_regclass('public.migrations') IS NOT NULL AS present`);
    const applied = new Set<string>(
      table.rows[0].present ? (await client.query('SELECT name FROM migrations')).rows.map((r: { name: string }) => r.name) : [],
    );
    const pending = MIGRATIONS.map((M) => new M().name ?? M.name).filter((name) => !applied.has(name));
    if (pending.length > 0) {
      throw new PreflightError(`PostgreSQL schema at ${shown} is missing ${pending.length} migration(s): run \`npm run migrate\``);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One line saying what is wrong with PostgreSQL and how to fix it. */
export function postgresProblem(error: unknown, url: string): string {
  const shown = redactUrl(url);
  const code = (error as { code?: string }).code;
  if (code === '3D000') return `PostgreSQL database in ${shown} does not exist: run \`npm run migrate\` (it creates it) or set DATABASE_URL`;
  if (code === '28P01' || code === '28000') return `PostgreSQL at ${shown} refused the login: fix the user/password in DATABASE_URL`;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return `PostgreSQL at ${shown} failed: ${(error as Error).message}`;
  return `PostgreSQL is not reachable at ${shown}: start it with \`pg_ctlcluster 15 main start\` (or \`docker compose up -d postgres\`) or set DATABASE_URL`;
}

async function checkRedis(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined); // reported below, once
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    throw new PreflightError(
      `Redis is not reachable at ${redactUrl(url)}: start it with \`redis-server --daemonize yes\` (or \`docker compose up -d redis\`) or set REDIS_URL`,
    );
  } finally {
    redis.disconnect();
  }
}
