import { Redis } from 'ioredis';
import { Client } from 'pg';
import { SeedError } from './config';

const where = (url: string, port: number) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || port}`;
};

/** One actionable line instead of a driver stack trace when a service is down or the schema is missing. */
export async function preflight(databaseUrl: string, redisUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  try {
    await client.connect();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '3D000') throw new SeedError(`PostgreSQL database "${database}" does not exist: run "npm run migrate" first.`);
    throw new SeedError(`Cannot reach PostgreSQL at ${where(databaseUrl, 5432)} (${code ?? (error as Error).message}): start it with "docker compose up -d postgres" or set DATABASE_URL.`);
  }
  try {
    const { rows } = await client.query(`SELECT to_regclass('public.bolo_items')::text AS t`);
    if (!rows[0].t) throw new SeedError(`PostgreSQL database "${database}" has no schema: run "npm run migrate" first.`);
  } finally {
    await client.end();
  }

  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let socketError: unknown;
  redis.on('error', (error) => (socketError ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    const e = (socketError ?? error) as { code?: string; message: string };
    throw new SeedError(`Cannot reach Redis at ${where(redisUrl, 6379)} (${e.code ?? e.message}): start it with "docker compose up -d redis" or set REDIS_URL.`);
  } finally {
    redis.disconnect();
  }
}
