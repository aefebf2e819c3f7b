import { Redis } from 'ioredis';
import { Client } from 'pg';
import type { WorkerConfig } from './worker-config';

const CONNECT_TIMEOUT_MS = 3_000;

export class PreflightError extends Error {}

/** host:port only, so a password in the URL never reaches a log. */
function where(url: string, defaultPort: number): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || defaultPort}`;
}

function reason(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.code ?? e.message ?? String(error);
}

/**
 * Fails before Nest starts, with one sentence a person can act on, instead of a
 * stack trace from deep inside a driver retry loop.
 */
export async function preflight(config: WorkerConfig): Promise<void> {
  await Promise.all([checkPostgres(config.databaseUrl), checkRedis(config.redisUrl)]);
}

async function checkPostgres(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: string }).code === '3D000') {
      throw new PreflightError(`PostgreSQL database "${database}" does not exist at ${where(url, 5432)}: run "npm run migrate" first.`);
    }
    throw new PreflightError(
      `Cannot reach PostgreSQL at ${where(url, 5432)} (${reason(error)}): start it with "docker compose up -d postgres" or set DATABASE_URL.`,
    );
  }
  try {
    const { rows } = await client.query<{ table: string | null }>(`SELECT to_regclass('public.bolo_item_images')::text AS table`);
    if (!rows[0]?.table) {
      throw new PreflightError(`PostgreSQL database "${database}" has no schema: run "npm run migrate" first.`);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkRedis(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The socket error (e.g. ECONNREFUSED) arrives as an event; the rejected promise only says "Connection is closed".
  let socketError: unknown;
  redis.on('error', (error) => (socketError ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new PreflightError(
      `Cannot reach Redis at ${where(url, 6379)} (${reason(socketError ?? error)}): start it with "docker compose up -d redis" or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
}
