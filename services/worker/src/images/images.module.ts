import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { QUEUES } from '@bolo/contracts';
import { Database, ItemImagesRepository, ItemsRepository } from '@bolo/db';
import { createRedisClient, JobQueues } from '@bolo/server-kit';
import type Redis from 'ioredis';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { BlogImages } from './blog-images';
import { ImagesProcessor } from './images.processor';
import { ItemImageFetcher } from './item-image-fetcher';
import { VariantBackfill } from './variant-backfill';

/** Redis for bumping the catalogue version after a fetched picture is stored (the API's cache key). */
const CATALOGUE_REDIS = Symbol('CATALOGUE_REDIS');

/** The `images` queue (and the start-up backfill of missing variants); repositories come from the server kit's database module. */
@Module({
  providers: [
    ImagesProcessor,
    BlogImages,
    VariantBackfill,
    { provide: CATALOGUE_REDIS, inject: [WORKER_CONFIG], useFactory: (config: WorkerConfig) => createRedisClient(config.redisUrl) },
    {
      provide: ItemImageFetcher,
      inject: [Database, ItemsRepository, ItemImagesRepository, JobQueues, CATALOGUE_REDIS, WORKER_CONFIG],
      useFactory: (database: Database, items: ItemsRepository, itemImages: ItemImagesRepository, queues: JobQueues, redis: Redis, config: WorkerConfig) =>
        new ItemImageFetcher({ database, items, itemImages }, queues.queue(QUEUES.images), redis, config),
    },
  ],
})
export class ImagesModule implements OnApplicationShutdown {
  constructor(@Inject(CATALOGUE_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
