import { enqueue, JobPayloadError, QUEUES, type AnyJobDeclaration, type QueueName } from '@bolo/contracts';
import { DynamicModule, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { Queue, QueueEvents, type ConnectionOptions } from 'bullmq';
import Redis from 'ioredis';
import type { z } from 'zod';
import { redisReconnectDelay, throttledConnectionErrors } from '../redis/redis.module';
import { JobFailedError, JobTimeoutError, QueueUnavailableError } from './job-wait-errors';

/**
 * The producer side: one BullMQ `Queue` per queue name, all on one Redis connection, under the
 * QUEUE_PREFIX the worker consumes. Producers write
 * `enqueue(jobQueues.queue('images'), imageVariantJob, payload)` (@bolo/contracts), or
 * `runAndWait(job, payload, timeoutMs)` when they need the job's result.
 */
export class JobQueues implements OnApplicationShutdown {
  private readonly logger = new Logger(JobQueues.name);
  private readonly connection: Redis;
  private readonly queues: ReadonlyMap<QueueName, Queue>;
  /** Completion events per queue, opened on the first runAndWait of that queue. */
  private readonly events = new Map<QueueName, QueueEvents>();
  /** How each wait in progress settles, by `queue/jobId`; shutdown ends them all. */
  private readonly waiters = new Map<string, (outcome: Finished | { error: Error }) => void>();
  /** While Redis is down: at most one line per 30 s, not one per queue and reconnect attempt. */
  private readonly logConnectionError = throttledConnectionErrors((fields) => this.logger.warn({ msg: 'queue connection error', ...fields }));

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {
    // Not the shared auto-pipelined client: BullMQ runs its own scripts and blocking commands.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 3000, retryStrategy: redisReconnectDelay });
    this.queues = new Map(Object.values(QUEUES).map((name) => [name, this.open(name, prefix)]));
  }

  /**
   * A queue whose connection errors are logged: an 'error' event without a listener would throw
   * (a Redis outage, or closing while the queue is still starting up). enqueue() still rejects,
   * so each producer decides what a failed enqueue means.
   */
  private open(name: QueueName, prefix: string): Queue {
    const queue = new Queue(name, { connection: this.connection, prefix });
    queue.on('error', (error) => this.logConnectionError(error, { queue: name }));
    return queue;
  }

  queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`unknown queue "${name}"`);
    return queue;
  }

  /**
   * Enqueues one job and waits for its result: resolves to the handler's return value, or rejects
   * with QueueUnavailableError (nothing queued), JobFailedError (the worker's failure reason) or
   * JobTimeoutError. A job still waiting at the timeout is removed, so a late worker does not do
   * work nobody will read. Invalid payloads reject with the contracts' JobPayloadError.
   */
  async runAndWait<D extends AnyJobDeclaration>(job: D, payload: z.input<D['payload']>, timeoutMs: number): Promise<unknown> {
    const name = job.queue as QueueName;
    const queue = this.queue(name);
    const events = this.eventsOf(name);
    const deadline = Date.now() + timeoutMs;
    let jobId: string;
    try {
      jobId = await enqueue(queue, job, payload);
    } catch (error) {
      if (error instanceof JobPayloadError) throw error;
      throw new QueueUnavailableError(name, error);
    }
    return this.waitFor(queue, events, jobId, Math.max(deadline - Date.now(), 1));
  }

  private waitFor(queue: Queue, events: QueueEvents, jobId: string, timeoutMs: number): Promise<unknown> {
    const key = `${queue.name}/${jobId}`;
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (outcome: Finished | { error: Error }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.waiters.delete(key);
        if ('error' in outcome) reject(outcome.error);
        else if (outcome.state === 'failed') reject(new JobFailedError(jobId, outcome.reason));
        else resolve(outcome.value);
      };
      const timer = setTimeout(() => {
        // The last word is the job's state: its event may have been missed while QueueEvents was connecting.
        void finishedState(queue, jobId)
          .catch(() => null)
          .then(async (finished) => {
            if (finished) return settle(finished);
            await queue.remove(jobId).catch(() => 0); // refused (0) when a worker already holds it
            settle({ error: new JobTimeoutError(jobId, timeoutMs) });
          });
      }, timeoutMs);
      this.waiters.set(key, settle);
      // A job that finished before the listeners were live (a fast worker) sends no further event.
      void events
        .waitUntilReady()
        .then(() => finishedState(queue, jobId))
        .then((finished) => finished && settle(finished))
        .catch(() => undefined); // Redis trouble: the timeout still answers
    });
  }

  /** A queue's completion events: its own blocking connection, so commands wait for Redis rather than fail. */
  private eventsOf(name: QueueName): QueueEvents {
    let events = this.events.get(name);
    if (!events) {
      events = new QueueEvents(name, {
        connection: { url: this.redisUrl, maxRetriesPerRequest: null, connectTimeout: 3000, retryStrategy: redisReconnectDelay },
        prefix: this.prefix,
      });
      events.on('error', (error) => this.logConnectionError(error, { queue: name, of: 'events' }));
      // One listener per outcome, whatever the number of waits.
      events.on('completed', ({ jobId, returnvalue }) => this.waiters.get(`${name}/${jobId}`)?.({ state: 'completed', value: returnvalue }));
      events.on('failed', ({ jobId, failedReason }) => this.waiters.get(`${name}/${jobId}`)?.({ state: 'failed', reason: failedReason }));
      this.events.set(name, events);
    }
    return events;
  }

  async onApplicationShutdown(): Promise<void> {
    // Nobody holds the process open until a timeout: every wait ends now.
    for (const [key, settle] of [...this.waiters]) settle({ error: new QueueUnavailableError(key.split('/')[0], new Error('shutting down')) });
    await Promise.all([...this.events.values()].map((events) => events.close().catch(() => undefined)));
    // A queue closed while still starting up reports its cut-off start as an unhandled 'error'
    // of its internal connection: let every queue finish starting first.
    await Promise.all([...this.queues.values()].map((queue) => queue.waitUntilReady().catch(() => undefined)));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    // A connection handed to BullMQ stays ours to close.
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}

type Finished = { state: 'completed'; value: unknown } | { state: 'failed'; reason: string };

/** The outcome of a job that has already finished, or null while it has not (or is gone). Exported for its test. */
export async function finishedState(queue: Pick<Queue, 'getJob' | 'getJobState'>, jobId: string): Promise<Finished | null> {
  // State first: a job read before it finished would carry no result yet, though its state, read
  // a moment later, already says completed (a fast worker answered null that way).
  const state = await queue.getJobState(jobId);
  if (state !== 'completed' && state !== 'failed') return null;
  const job = await queue.getJob(jobId);
  if (!job) return null;
  return state === 'completed' ? { state, value: job.returnvalue as unknown } : { state, reason: job.failedReason };
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
  // Our reconnect schedule, not BullMQ's (up to 20 s apart): a worker picks jobs up again within a second of Redis's return.
  return { connection: { url: config.redisUrl, maxRetriesPerRequest: null, retryStrategy: redisReconnectDelay }, prefix: config.queuePrefix };
}
