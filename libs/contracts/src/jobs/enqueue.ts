import type { z } from 'zod';
import { checkJobId, type AnyJobDeclaration, type JobOptions } from './define-job';
import { JOBS, isJobName, type JobName, type JobPayload } from './registry';

/** A payload that does not match its job's schema: retrying cannot fix it. */
export class JobPayloadError extends Error {
  override readonly name = 'JobPayloadError';

  constructor(
    readonly jobName: string,
    readonly problems: readonly string[],
  ) {
    super(`job ${jobName}: invalid payload (${problems.join('; ')})`);
  }
}

/** What add() receives besides the name and data. */
export interface EnqueueOptions extends Partial<JobOptions> {
  jobId?: string;
}

/**
 * The part of a BullMQ Queue that producers need, so this package stays free of bullmq.
 * A `Queue` satisfies it; tests pass a fake.
 */
export interface JobQueue {
  /** When present, checked against the job's queue so a job never lands on the wrong queue. */
  readonly name?: string;
  add(name: string, data: unknown, opts?: EnqueueOptions): Promise<unknown>;
}

type PayloadIn<D extends AnyJobDeclaration> = z.input<D['payload']>;
type PayloadOut<D extends AnyJobDeclaration> = z.output<D['payload']>;

function declarationOf(job: AnyJobDeclaration | string): AnyJobDeclaration {
  if (typeof job !== 'string') return job;
  if (!isJobName(job)) throw new JobPayloadError(job, ['unknown job']);
  return JOBS[job];
}

function parseWith(declaration: AnyJobDeclaration, data: unknown): unknown {
  const result = declaration.payload.safeParse(data);
  if (result.success) return result.data;
  throw new JobPayloadError(
    declaration.name,
    result.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)),
  );
}

/**
 * The payload parsed with the job's schema (unknown keys dropped), or a JobPayloadError.
 * The worker calls this before handling a job and turns the error into an unrecoverable failure.
 */
export function parseJobPayload<D extends AnyJobDeclaration>(job: D, data: unknown): PayloadOut<D>;
export function parseJobPayload<N extends JobName>(job: N, data: unknown): JobPayload<N>;
export function parseJobPayload(job: AnyJobDeclaration | string, data: unknown): unknown {
  return parseWith(declarationOf(job), data);
}

/** The id the job gets for this payload (validated first, like enqueue does). */
export function jobIdOf<D extends AnyJobDeclaration>(job: D, payload: PayloadIn<D>): string {
  return checkJobId(job.name, job.jobId(parseWith(job, payload)));
}

function prepare(queue: JobQueue, job: AnyJobDeclaration, payload: unknown): { data: unknown; opts: EnqueueOptions } {
  if (queue.name !== undefined && queue.name !== job.queue) {
    throw new Error(`job ${job.name} belongs to queue "${job.queue}", not "${queue.name}"`);
  }
  const data = parseWith(job, payload);
  const { attempts, backoff, removeOnComplete, removeOnFail } = job.options;
  const copy = (keep: JobOptions['removeOnComplete']) => (typeof keep === 'object' ? { ...keep } : keep);
  return {
    data,
    opts: {
      jobId: checkJobId(job.name, job.jobId(data)),
      attempts,
      backoff: { ...backoff },
      removeOnComplete: copy(removeOnComplete),
      removeOnFail: copy(removeOnFail),
    },
  };
}

/**
 * Adds one job with its declared id and options, after validating the payload, so a producer
 * bug fails at the producer rather than in the worker. Uses add(), never addBulk(): only add()
 * drops a job whose id is already queued. Resolves to the job id.
 */
export async function enqueue<D extends AnyJobDeclaration>(queue: JobQueue, job: D, payload: PayloadIn<D>): Promise<string> {
  const { data, opts } = prepare(queue, job, payload);
  await queue.add(job.name, data, opts);
  return opts.jobId as string;
}

/**
 * enqueue() for many payloads, one add() each in order. Every payload is validated before the
 * first add, so one bad payload queues nothing. Resolves to the job ids in payload order.
 */
export async function enqueueMany<D extends AnyJobDeclaration>(
  queue: JobQueue,
  job: D,
  payloads: Iterable<PayloadIn<D>>,
): Promise<string[]> {
  const prepared = Array.from(payloads, (payload) => prepare(queue, job, payload));
  for (const { data, opts } of prepared) await queue.add(job.name, data, opts);
  return prepared.map(({ opts }) => opts.jobId as string);
}
