import { REDIS, SERVER_CONFIG } from '@bolo/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { bumpCatalogueVersion, catalogueVersionKey } from '@bolo/db';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';

/**
 * Stores one answer and keeps the cache within its entry budget, atomically. The cache shares
 * Redis with sessions and rate limits, which must never be evicted (that Redis runs noeviction),
 * so the cache bounds itself: an index of its keys by time stored, oldest removed first.
 * KEYS: entry, index. ARGV: value, TTL seconds, now (ms), most entries.
 */
const STORE_BOUNDED = `
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[2]) * 1000)
local excess = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[4])
if excess > 0 then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, excess - 1)
  redis.call('DEL', unpack(oldest))
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, excess - 1)
end
redis.call('PEXPIRE', KEYS[2], tonumber(ARGV[2]) * 1000)
return excess`;

/**
 * Directory answers (JSON pages, search totals) cached in Redis, shared by every API process,
 * under the catalogue version (libs/db catalogue-version.ts). The catalogue changes about weekly
 * and every member sees the same pages, so a page is read and serialized once per version.
 *
 * Staleness: a write that bumps the version shows on the next request. The TTL only bounds what a
 * writer that does not bump leaves behind (today: the card variant the worker makes; a manual SQL
 * fix) and how long a visited page (~15 KB) holds Redis memory. DIRECTORY_CACHE=off turns all of
 * it off (benchmarks of the uncached path, debugging).
 *
 * Size: at most DIRECTORY_CACHE_MAX_ENTRIES answers (default 1,000: ~15 MB of 24-card pages, at
 * worst ~62 MB of 100-card ones), whatever combinations of filters and pages members ask for.
 */
@Injectable()
export class DirectoryCache {
  /** Safety net, not the invalidation: a third of the 15 minutes browsers keep the directory anyway (spec §9). */
  static readonly TTL_SECONDS = 5 * 60;

  private readonly enabled: boolean;
  private readonly prefix: string;
  private readonly maxEntries: number;
  /** Loads in progress in this process, so identical misses arriving together query once. */
  private readonly loading = new Map<string, Promise<string>>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVER_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.directoryCache;
    this.prefix = config.redisKeyPrefix;
    this.maxEntries = config.directoryCacheMaxEntries;
  }

  /** Read before querying (see catalogue-version.ts for why the order matters). */
  async version(): Promise<string> {
    if (!this.enabled) return 'off';
    return (await this.redis.get(catalogueVersionKey(this.prefix))) ?? '0';
  }

  /** The catalogue version itself, even with the cache off (what in-process indexes are kept by). */
  async catalogueVersion(): Promise<string> {
    return (await this.redis.get(catalogueVersionKey(this.prefix))) ?? '0';
  }

  /** Retires every cached answer; call after committing any write the directory shows. */
  async catalogueChanged(): Promise<void> {
    await bumpCatalogueVersion(this.redis, this.prefix);
  }

  /** The cached text under `key` (which must include the version), or `load`'s, stored for TTL_SECONDS. */
  async remember(key: string, load: () => Promise<string>): Promise<string> {
    if (!this.enabled) return load();
    const redisKey = `${this.prefix}directory:${key}`;
    const inProgress = this.loading.get(redisKey);
    if (inProgress) return inProgress;
    const cached = await this.redis.get(redisKey);
    if (cached !== null) return cached;
    return this.loading.get(redisKey) ?? this.load(redisKey, load); // another request may have started meanwhile
  }

  private load(redisKey: string, load: () => Promise<string>): Promise<string> {
    const loading = load().then(async (value) => {
      const index = `${this.prefix}directory-index`;
      await this.redis.eval(STORE_BOUNDED, 2, redisKey, index, value, DirectoryCache.TTL_SECONDS, Date.now(), this.maxEntries);
      return value;
    });
    this.loading.set(redisKey, loading);
    // Forgotten once settled: later requests read Redis, and a failure is never kept.
    loading.then(
      () => this.loading.delete(redisKey),
      () => this.loading.delete(redisKey),
    );
    return loading;
  }
}
