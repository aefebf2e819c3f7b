import { countFrom, readDirectoryPage, type DirectoryPage, type RunSql } from '@bolo/db';
import type { Pool } from 'pg';
import type { BenchCase } from './cases';

/**
 * What one uncached API request costs the database: libs/db's readDirectoryPage, the function the
 * API itself calls on a cache miss, with every total counted instead of taken from the cache.
 */
export function runDirectorySql(pool: Pool, c: BenchCase): Promise<DirectoryPage> {
  const run: RunSql = async (statement) => (await pool.query(statement)).rows;
  return readDirectoryPage(run, c, countFrom(run));
}
