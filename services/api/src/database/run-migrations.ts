import { createDataSource, ensureDatabase } from '@bolo/db';

/** Creates the database if needed and applies pending migrations; returns their names. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  const dataSource = createDataSource(databaseUrl, 1);
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
