import { SetMetadata, applyDecorators, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';

/** The shape every queue's discriminated union of jobs has in @bolo/contracts. */
export interface QueueJob {
  name: string;
  data: unknown;
}

export type JobData<J extends QueueJob, N extends J['name']> = Extract<J, { name: N }>['data'];

export type JobHandler<J extends QueueJob, N extends J['name']> = (data: JobData<J, N>, job: Job<JobData<J, N>>) => Promise<unknown>;

export const QUEUE_PROCESSOR = Symbol('QUEUE_PROCESSOR');
export const JOB_HANDLER = Symbol('JOB_HANDLER');

export interface QueueProcessorMetadata {
  queue: string;
  jobNames: readonly string[];
}

/**
 * Binds a queue name to its job union. `jobNames` is a record rather than a list so that
 * the compiler rejects a declaration that forgets a job of the union; the boot check then
 * proves each of those names has exactly one handler.
 */
export function defineQueue<J extends QueueJob>(queue: string, jobNames: { readonly [N in J['name']]: true }) {
  const metadata: QueueProcessorMetadata = { queue, jobNames: Object.keys(jobNames) };
  return {
    queue,
    /** Marks the one class that consumes this queue. */
    Processor: (): ClassDecorator => applyDecorators(Injectable(), SetMetadata(QUEUE_PROCESSOR, metadata)),
    /** Declares the job a method handles, with the payload type taken from the union. */
    OnJob:
      <N extends J['name']>(name: N) =>
      <M extends JobHandler<J, N>>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
        SetMetadata(JOB_HANDLER, name)(_target, _key, descriptor);
      },
  };
}
