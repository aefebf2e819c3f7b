import { QUEUES, type QueueName } from '@bolo/contracts';
import { DynamicModule, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { Queue, type ConnectionOptions } from 'bullmq';
import Redis from 'ioredis';

/**
 * The producer side: one BullMQ `Queue` per queue name, all on one Redis connection, under the
 * QUEUE_PREFIX the worker consumes. Producers write
 * `enqueue(jobQueues.queue('images'), itemCardVariantJob, payload)` (@bolo/contracts).
 */
export class JobQueues implements OnApplicationShutdown {
  private readonly logger = new Logger(JobQueues.name);
  private readonly connection: Redis;
  private readonly queues: ReadonlyMap<QueueName, Queue>;

  constructor(redisUrl: string, prefix: string) {
    // Not the shared auto-pipelined client: BullMQ runs its own scripts and blocking commands.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 3000 });
    this.queues = new Map(Object.values(QUEUES).map((name) => [name, this.open(name, prefix)]));
  }

  /**
   * A queue whose connection errors are logged: an 'error' event without a listener would throw
   * (a Redis outage, or closing while the queue is still starting up). enqueue() still rejects,
   * so each producer decides what a failed enqueue means.
   */
  private open(name: QueueName, prefix: string): Queue {
    const queue = new Queue(name, { connection: this.connection, prefix });
    queue.on('error', (error) => this.logger.warn({ msg: 'queue connection error', queue: name, error: error.message }));
    return queue;
  }

  queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`unknown queue "${name}"`);
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    // A queue closed while still starting up reports its cut-off start as an unhandled 'error'
    // of its internal connection: let every queue finish starting first.
    await Promise.all([...this.queues.values()].map((queue) => queue.waitUntilReady().catch(() => undefined)));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    // A connection handed to BullMQ stays ours to close.
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}

@Module({})
export class JobQueuesModule {
  static forRoot(redisUrl: string, prefix: string): DynamicModule {
    return {
      module: JobQueuesModule,
      global: true,
      providers: [{ provide: JobQueues, useFactory: () => new JobQueues(redisUrl, prefix) }],
      exports: [JobQueues],
    };
  }
}

/**
 * The consumer side: what a BullMQ `Worker` needs to read the queues the producers write.
 * Workers block on Redis, so commands must wait for a reconnect rather than fail (`maxRetriesPerRequest: null`).
 */
export function workerQueueOptions(config: { redisUrl: string; queuePrefix: string }): { connection: ConnectionOptions; prefix: string } {
  return { connection: { url: config.redisUrl, maxRetriesPerRequest: null }, prefix: config.queuePrefix };
}
