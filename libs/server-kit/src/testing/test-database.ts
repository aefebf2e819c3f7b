import { randomBytes } from 'node:crypto';
import { createDataSource, dropDatabase, ensureDatabase } from '@bolo/db';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { SERVER_DEFAULTS } from '../config/server-config';

export const uniqueSuffix = (): string => randomBytes(5).toString('hex');

export interface TestDatabase {
  url: string;
  /** Initialised, for arranging data and checking effects. */
  dataSource: DataSource;
  /** Closes `dataSource` and drops the database, disconnecting whoever is still on it. */
  drop(): Promise<void>;
}

/**
 * A migrated database of its own (bolo_test_<random>, on the server DATABASE_URL points at), so
 * integration tests never see each other's rows and can run beside `npm start`.
 */
export async function createTestDatabase(poolSize = 4): Promise<TestDatabase> {
  const url = new URL(process.env.DATABASE_URL || SERVER_DEFAULTS.databaseUrl);
  url.pathname = `/bolo_test_${uniqueSuffix()}`;
  const address = url.toString();
  await ensureDatabase(address);
  const dataSource = createDataSource(address, poolSize);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return {
    url: address,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropDatabase(address);
    },
  };
}

/** A Redis key prefix of its own (`<label>-<random>`, letters, digits and '-' only, so it also suits QUEUE_PREFIX). */
export const uniqueRedisPrefix = (label = 'bolo-test'): string => `${label}-${uniqueSuffix()}`;

/** Deletes every key matching `pattern` (e.g. `${prefix}*`), a batch at a time. */
export async function deleteRedisKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
