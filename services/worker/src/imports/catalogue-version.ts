import { bumpCatalogueVersion } from '@bolo/db';
import { createRedisClient } from '@bolo/server-kit';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/**
 * Retires the API's cached directory answers after the worker changed the catalogue. The key
 * lives under REDIS_KEY_PREFIX, which the worker reads like the API (server-kit configuration),
 * so both processes must be given the same value. The Redis connection opens on first use.
 */
@Injectable()
export class CatalogueVersion implements OnApplicationShutdown {
  private redis?: Redis;

  constructor(@Inject(WORKER_CONFIG) private readonly config: WorkerConfig) {}

  bump(): Promise<number> {
    this.redis ??= createRedisClient(this.config.redisUrl);
    return bumpCatalogueVersion(this.redis, this.config.redisKeyPrefix);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
