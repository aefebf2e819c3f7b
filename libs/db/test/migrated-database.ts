import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, dropDatabase, ensureDatabase, ItemsRepository } from '../src';

// The servers' default address (@bolo/server-kit's, which libs/db cannot import).
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bolo';

export interface MigratedDatabase {
  dataSource: DataSource;
  items: ItemsRepository;
}

/**
 * A throwaway database (`bolo_test_<label>_<random>`) with every migration applied, made before
 * the file's tests and dropped after them. Read its fields inside tests (they are set in beforeAll).
 */
export function migratedDatabase(label: string): MigratedDatabase {
  const url = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  url.pathname = `/bolo_test_${label}_${randomBytes(5).toString('hex')}`;
  const db = {} as MigratedDatabase;
  beforeAll(async () => {
    await ensureDatabase(url.toString());
    db.dataSource = createDataSource(url.toString(), 2);
    await db.dataSource.initialize();
    await db.dataSource.runMigrations({ transaction: 'each' });
    db.items = new ItemsRepository(db.dataSource);
  }, 120_000);
  afterAll(async () => {
    if (db.dataSource?.isInitialized) await db.dataSource.destroy();
    await dropDatabase(url.toString());
  });
  return db;
}
