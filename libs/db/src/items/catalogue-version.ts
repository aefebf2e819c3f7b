/**
 * The catalogue version: a Redis counter bumped after every committed write that changes what the
 * directory shows (items, their pictures). Cached directory answers are keyed by it, so one bump
 * retires all of them at once, in every API process.
 *
 * Order matters: writers bump after they commit, readers read the version before they query. A
 * reader that got the old version may store a fresh answer under it, but nobody reads that key
 * again; a reader that got the new version cannot have read the old rows.
 */
export const catalogueVersionKey = (redisKeyPrefix: string): string => `${redisKeyPrefix}catalogue:version`;

/** The one Redis command a bump needs, so that callers with any client (ioredis, tests) can bump. */
export interface CounterStore {
  incr(key: string): Promise<number>;
}

export function bumpCatalogueVersion(redis: CounterStore, redisKeyPrefix: string): Promise<number> {
  return redis.incr(catalogueVersionKey(redisKeyPrefix));
}
