import type { DirectoryPage, ItemsRepository } from '@bolo/db';
import type { BenchCase } from './cases';

/**
 * What one uncached API request costs the database: the repository method the API itself calls on
 * a cache miss, with every total counted instead of taken from the cache.
 */
export function runDirectorySql(items: ItemsRepository, c: BenchCase): Promise<DirectoryPage> {
  return items.directoryPage(c);
}
