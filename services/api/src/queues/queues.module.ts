import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { QUEUE_NAMES } from '@bolo/contracts';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** Producer side of the `images` queue. The API only enqueues; services/worker consumes. */
export const IMAGES_QUEUE = Symbol('IMAGES_QUEUE');
const QUEUE_CONNECTION = Symbol('QUEUE_CONNECTION');

@Global()
@Module({
  providers: [
    {
      provide: QUEUE_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new Redis(config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 3000 }),
    },
    {
      provide: IMAGES_QUEUE,
      inject: [APP_CONFIG, QUEUE_CONNECTION],
      useFactory: (config: AppConfig, connection: Redis) =>
        new Queue(QUEUE_NAMES.images, { connection, prefix: config.queuePrefix }),
    },
  ],
  exports: [IMAGES_QUEUE],
})
export class QueuesModule implements OnApplicationShutdown {
  constructor(
    @Inject(IMAGES_QUEUE) private readonly imagesQueue: Queue,
    @Inject(QUEUE_CONNECTION) private readonly connection: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.imagesQueue.close();
    // A connection handed to BullMQ stays ours to close.
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}
