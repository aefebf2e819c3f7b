import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { throttledConnectionErrors, workerQueueOptions } from '@bolo/server-kit';
import { JobPayloadError, parseJobPayload, type JobName } from '@bolo/contracts';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { JOB_HANDLER, QUEUE_PROCESSOR, type QueueProcessorMetadata } from './queue-processor';

type BoundHandler = { label: string; run: (data: unknown, job: Job) => Promise<unknown> };

interface QueueBinding {
  queue: string;
  processor: string;
  handlers: Map<string, BoundHandler>;
}

export class JobWiringError extends Error {}

/**
 * Finds every @Processor class, proves its queue's job names map one-to-one onto
 * @OnJob methods, and only then starts one BullMQ Worker per queue.
 */
@Injectable()
export class QueueWorkersService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queues');
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const bindings = this.bindHandlers();
    for (const binding of bindings) this.workers.push(this.startWorker(binding));
  }

  /** Waits for running jobs to finish (their locks stay renewed meanwhile) so none is left half done. */
  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.logger.log({ msg: 'closing queue workers', signal });
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.logger.log('queue workers closed');
  }

  bindHandlers(): QueueBinding[] {
    const bindings = new Map<string, QueueBinding>();
    for (const wrapper of this.discovery.getProviders()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const meta = this.reflector.get<QueueProcessorMetadata | undefined>(QUEUE_PROCESSOR, metatype);
      if (!meta) continue;
      const processor = metatype.name;
      const existing = bindings.get(meta.queue);
      if (existing) throw new JobWiringError(`queue "${meta.queue}" has two processors: ${existing.processor} and ${processor}`);

      const handlers = new Map<string, BoundHandler>();
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = prototype[method] as (data: unknown, job: Job) => Promise<unknown>;
        const jobName = this.reflector.get<string | undefined>(JOB_HANDLER, fn);
        if (jobName === undefined) continue;
        const label = `${processor}.${method}`;
        const taken = handlers.get(jobName);
        if (taken) throw new JobWiringError(`job "${meta.queue}/${jobName}" has two handlers: ${taken.label} and ${label}`);
        if (!meta.jobNames.includes(jobName)) {
          throw new JobWiringError(`${label} handles "${jobName}", which is not a job of queue "${meta.queue}"`);
        }
        handlers.set(jobName, { label, run: fn.bind(instance) });
      }
      const missing = meta.jobNames.filter((name) => !handlers.has(name));
      if (missing.length > 0) {
        throw new JobWiringError(`queue "${meta.queue}" has no handler for ${missing.map((n) => `"${n}"`).join(', ')} (add @OnJob to ${processor})`);
      }
      bindings.set(meta.queue, { queue: meta.queue, processor, handlers });
      this.logger.log({ msg: 'queue handlers bound', queue: meta.queue, jobs: [...handlers.keys()] });
    }
    return [...bindings.values()];
  }

  private startWorker({ queue, handlers }: QueueBinding): Worker {
    const { config } = this;
    const worker = new Worker(
      queue,
      (job: Job) => runJob({ queue, handlers }, job),
      {
        ...workerQueueOptions(config),
        concurrency: config.concurrency,
        lockDuration: config.lockDurationMs,
        stalledInterval: config.stalledIntervalMs,
        maxStalledCount: config.maxStalledCount,
      },
    );
    worker.on('active', (job) => this.logger.debug({ msg: 'job started', queue, job: job.name, jobId: job.id, attempt: job.attemptsMade + 1 }));
    worker.on('completed', (job, result) =>
      this.logger.log({
        msg: 'job completed',
        queue,
        job: job.name,
        jobId: job.id,
        durationMs: job.finishedOn && job.processedOn ? job.finishedOn - job.processedOn : undefined,
        result,
      }),
    );
    worker.on('failed', (job, error) =>
      this.logger.warn({
        msg: 'job failed',
        queue,
        job: job?.name,
        jobId: job?.id,
        attemptsMade: job?.attemptsMade,
        willRetry: job ? job.attemptsMade < (job.opts.attempts ?? 1) && error.name !== 'UnrecoverableError' : false,
        error: error.message,
      }),
    );
    worker.on('stalled', (jobId) => this.logger.warn({ msg: 'job stalled (its worker died); requeued', queue, jobId }));
    // While Redis is down each reconnect attempt is an 'error': at most one line per 30 s and queue, not one per attempt.
    const logError = throttledConnectionErrors((fields) => this.logger.error({ msg: 'queue worker error', queue, ...fields }));
    worker.on('error', (error) => logError(error));
    this.logger.log({
      msg: 'queue worker started',
      queue,
      prefix: config.queuePrefix,
      concurrency: config.concurrency,
      lockDurationMs: config.lockDurationMs,
      stalledIntervalMs: config.stalledIntervalMs,
    });
    return worker;
  }
}

/**
 * Hands one job to its handler with its payload parsed by the job's declared schema (@bolo/contracts).
 * Payloads come from Redis, not the compiler: a malformed one can never succeed, so it fails
 * without retries. A job name this build does not know (e.g. enqueued by a newer API) fails
 * normally, so retries give a newer worker the chance to take it instead of completing it silently.
 */
export async function runJob({ queue, handlers }: Pick<QueueBinding, 'queue' | 'handlers'>, job: Job): Promise<unknown> {
  const handler = handlers.get(job.name);
  if (!handler) throw new Error(`no handler for job "${job.name}" on queue "${queue}"`);
  let data: unknown;
  try {
    data = parseJobPayload(job.name as JobName, job.data);
  } catch (error) {
    if (error instanceof JobPayloadError) throw new UnrecoverableError(error.message);
    throw error;
  }
  return handler.run(data, job);
}
