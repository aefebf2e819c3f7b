import { REDIS, SERVER_CONFIG } from '@bolo/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { bumpCatalogueVersion, catalogueVersionKey } from '@bolo/db';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';

/**
 * Directory answers (JSON pages, search totals) cached in Redis, shared by every API process,
 * under the catalogue version (libs/db catalogue-version.ts). The catalogue changes about weekly
 * and every member sees the same pages, so a page is read and serialized once per version.
 *
 * Staleness: a write that bumps the version shows on the next request. The TTL only bounds what a
 * writer that does not bump leaves behind (today: the card variant the worker makes; a manual SQL
 * fix) and how long a visited page (~15 KB) holds Redis memory. DIRECTORY_CACHE=off turns all of
 * it off (benchmarks of the uncached path, debugging).
 */
@Injectable()
export class DirectoryCache {
  /** Safety net, not the invalidation: a third of the 15 minutes browsers keep the directory anyway (spec §9). */
  static readonly TTL_SECONDS = 5 * 60;

  private readonly enabled: boolean;
  private readonly prefix: string;
  /** Loads in progress in this process, so identical misses arriving together query once. */
  private readonly loading = new Map<string, Promise<string>>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVER_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.directoryCache;
    this.prefix = config.redisKeyPrefix;
  }

  /** Read before querying (see catalogue-version.ts for why the order matters). */
  async version(): Promise<string> {
    if (!this.enabled) return 'off';
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
      await this.redis.set(redisKey, value, 'EX', DirectoryCache.TTL_SECONDS);
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
