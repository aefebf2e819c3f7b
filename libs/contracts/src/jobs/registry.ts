import type { z } from 'zod';
import type { AnyJobDeclaration } from './define-job';
import { billingEventJob } from './billing-event';
import { blogImageFetchJob } from './blog-image-fetch';
import { imageVariantJob } from './image-variant';
import { generateItemJob } from './generate-item';
import { importItemsJob } from './import-items';
import { itemImageFetchJob } from './item-image-fetch';
import { sendEmailJob } from './send-email';
import { pageViewRollupJob } from './page-view-rollup';
import { matchNewFindsJob } from './match-new-finds';
import { weeklyDigestJob } from './weekly-digest';

// Every job of the system. A new job is one defineJob() file in this folder plus one entry here.
const DECLARATIONS = [imageVariantJob, itemImageFetchJob, blogImageFetchJob, billingEventJob, sendEmailJob, generateItemJob, importItemsJob, pageViewRollupJob, matchNewFindsJob, weeklyDigestJob] as const;

type Declared = (typeof DECLARATIONS)[number];
export type JobName = Declared['name'];
export type QueueName = Declared['queue'];
export type JobDeclarationOf<N extends JobName> = Extract<Declared, { name: N }>;
export type JobPayload<N extends JobName> = z.output<JobDeclarationOf<N>['payload']>;

/**
 * The jobs of one queue as a discriminated union of `{ name, data }`: what the worker's
 * defineQueue<J>() takes, so the compiler demands a handler for each name.
 */
export type JobsOfQueue<Q extends QueueName> = {
  [N in JobName]: JobDeclarationOf<N>['queue'] extends Q ? { name: N; data: JobPayload<N> } : never;
}[JobName];
/** Every job of every queue. */
export type AnyJob = JobsOfQueue<QueueName>;
/** The jobs of the `images` queue. */
export type ImagesJob = JobsOfQueue<'images'>;
/** The jobs of the `billing` queue. */
export type BillingJob = JobsOfQueue<'billing'>;
/** The jobs of the `email` queue. */
export type EmailJob = JobsOfQueue<'email'>;
/** The jobs of the `ai` queue. */
export type AiJob = JobsOfQueue<'ai'>;
/** The jobs of the `imports` queue. */
export type ImportsJob = JobsOfQueue<'imports'>;
/** The jobs of the `alerts` queue (issue 22). */
export type AlertsJob = JobsOfQueue<'alerts'>;
/** The jobs of the `maintenance` queue (scheduled housekeeping). */
export type MaintenanceJob = JobsOfQueue<'maintenance'>;

/**
 * Indexes declarations by job name and lists their queues. Job names are unique across queues
 * (a name says what the job does, wherever it runs), so a duplicate is refused at load time.
 */
export function indexJobs<D extends AnyJobDeclaration>(
  declarations: readonly D[],
): { jobs: Readonly<Record<string, D>>; queues: Readonly<Record<string, string>> } {
  const jobs: Record<string, D> = {};
  const queues: Record<string, string> = {};
  for (const declaration of declarations) {
    if (Object.prototype.hasOwnProperty.call(jobs, declaration.name)) throw new Error(`job "${declaration.name}" is declared twice`);
    jobs[declaration.name] = declaration;
    queues[declaration.queue] = declaration.queue;
  }
  return { jobs: Object.freeze(jobs), queues: Object.freeze(queues) };
}

const index = indexJobs<Declared>(DECLARATIONS);

/** Every job declaration, by job name. */
export const JOBS = index.jobs as { readonly [N in JobName]: JobDeclarationOf<N> };
/** Every queue name, derived from the declarations (`QUEUES.images === 'images'`). */
export const QUEUES = index.queues as { readonly [Q in QueueName]: Q };
/** Former name of QUEUES. */
export const QUEUE_NAMES = QUEUES;

export function isJobName(value: unknown): value is JobName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(JOBS, value);
}

/** The declarations of one queue: the worker's boot check compares them with its handlers. */
export function jobsOfQueue(queue: string): readonly AnyJobDeclaration[] {
  return Object.values(JOBS as Readonly<Record<string, AnyJobDeclaration>>).filter((job) => job.queue === queue);
}
