import type { z } from 'zod';

/**
 * Finished jobs to keep: true = remove at once, false = keep all, a number = keep the last n,
 * or by age (seconds) and/or count (BullMQ's KeepJobs: at least one of the two).
 */
export type KeepJobs = boolean | number | { age: number; count?: number } | { age?: number; count: number };

/** Retry and clean-up of one job, in BullMQ's terms. */
export interface JobOptions {
  /** Total tries, the first included. */
  attempts: number;
  backoff: { type: 'exponential' | 'fixed'; delay: number };
  removeOnComplete: KeepJobs;
  removeOnFail: KeepJobs;
}

/**
 * One background job, declared once: the queue it runs on, its name, the zod schema of its
 * payload (what the producer sends and what the worker parses), the rule that turns a payload
 * into its job id, and its retry/removal options. Producers go through `enqueue`, the worker
 * through `parseJobPayload`, so neither side restates any of it.
 */
export interface JobDeclaration<Q extends string = string, N extends string = string, S extends z.ZodType = z.ZodType> {
  readonly queue: Q;
  readonly name: N;
  readonly payload: S;
  /**
   * Deterministic id: the same work gets the same id, so BullMQ's add() drops a duplicate
   * while one is waiting. Must be non-empty, contain no ':' and not be an integer (BullMQ's rules).
   */
  jobId(payload: z.output<S>): string;
  readonly options: Readonly<JobOptions>;
}

export type AnyJobDeclaration = JobDeclaration<string, string, z.ZodType>;

// BullMQ joins its Redis keys with ':'.
const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function assertOptions(name: string, { attempts, backoff }: JobOptions): void {
  if (!Number.isSafeInteger(attempts) || attempts < 1) {
    throw new RangeError(`job ${name}: attempts must be a positive integer, got ${attempts}`);
  }
  if (!Number.isFinite(backoff.delay) || backoff.delay < 0) {
    throw new RangeError(`job ${name}: backoff delay must be a non-negative number of ms, got ${backoff.delay}`);
  }
}

/** Checks and freezes a declaration; queue and job names are lower-case words joined by '-'. */
export function defineJob<const Q extends string, const N extends string, S extends z.ZodType>(
  declaration: JobDeclaration<Q, N, S>,
): JobDeclaration<Q, N, S> {
  const { queue, name, options } = declaration;
  if (!NAME_PATTERN.test(queue)) throw new RangeError(`job ${name}: queue name "${queue}" must be lower-case words joined by '-'`);
  if (!NAME_PATTERN.test(name)) throw new RangeError(`job name "${name}" must be lower-case words joined by '-'`);
  assertOptions(name, options);
  return Object.freeze({ ...declaration, options: Object.freeze({ ...options, backoff: Object.freeze({ ...options.backoff }) }) });
}

/** The rule every job id must follow, whatever the declaration computes. */
export function checkJobId(name: string, id: string): string {
  if (typeof id !== 'string' || id === '') throw new RangeError(`job ${name}: job id must be a non-empty string`);
  if (id.includes(':')) throw new RangeError(`job ${name}: job id "${id}" must not contain ':'`);
  if (`${Number.parseInt(id, 10)}` === id) throw new RangeError(`job ${name}: job id "${id}" must not be an integer`);
  return id;
}
