// Start-up checks shared by every server process (api, worker, seed): PostgreSQL and Redis
// must answer, and the schema must be migrated, before anything else runs. A problem is
// reported as one line a person can act on instead of a driver's retry stack.
import { pendingMigrations } from '@bolo/db';
import { Redis } from 'ioredis';
import { Client } from 'pg';

const CONNECT_TIMEOUT_MS = 3000;

/** A start-up problem the operator can fix; its message is the one line to print before exiting. */
export class PreflightError extends Error {}

/** The URL without its password, so it can be logged. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** One line saying what is wrong with PostgreSQL and how to fix it. */
export function postgresProblem(error: unknown, url: string): string {
  const shown = redactUrl(url);
  const code = (error as { code?: string }).code;
  if (code === '3D000') return `PostgreSQL database in ${shown} does not exist: run \`npm run migrate\` (it creates it) or set DATABASE_URL`;
  if (code === '28P01' || code === '28000') return `PostgreSQL at ${shown} refused the login: fix the user/password in DATABASE_URL`;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return `PostgreSQL at ${shown} failed: ${(error as Error).message}`;
  return `PostgreSQL is not reachable at ${shown} (${code ?? (error as Error).message}): start it with \`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\` (or \`docker compose up -d postgres\`) or set DATABASE_URL`;
}

/** PostgreSQL answers and every migration this build knows is applied. */
export async function checkPostgres(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new PreflightError(postgresProblem(error, url));
  }
  try {
    const pending = await pendingMigrations(client);
    if (pending.length > 0) {
      throw new PreflightError(`PostgreSQL schema at ${redactUrl(url)} is missing ${pending.length} migration(s): run \`npm run migrate\``);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Redis answers a PING. */
export async function checkRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // The socket error (e.g. ECONNREFUSED) arrives as an event; the rejected promise only says "Connection is closed".
  let socketError: { code?: string; message?: string } | undefined;
  redis.on('error', (error: Error & { code?: string }) => (socketError ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    const cause = socketError ?? (error as { code?: string; message?: string });
    throw new PreflightError(
      `Redis is not reachable at ${redactUrl(url)} (${cause.code ?? cause.message}): start it with \`redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no\` (or \`docker compose up -d redis\`) or set REDIS_URL`,
    );
  } finally {
    redis.disconnect();
  }
}

export async function checkBackingServices(databaseUrl: string, redisUrl: string): Promise<void> {
  await checkPostgres(databaseUrl);
  await checkRedis(redisUrl);
}
