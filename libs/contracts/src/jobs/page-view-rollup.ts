import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * Rolls raw page views older than the retention (PAGE_VIEW_RETENTION_DAYS, whole UTC days) into
 * daily counts per path and referrer host, deleting them, in bounded batches (worker:
 * services/worker/src/maintenance). The worker schedules it daily when it starts; `runId` makes an
 * on-demand run its own job (the scheduled runs get BullMQ's scheduler ids).
 */
export const pageViewRollupJob = defineJob({
  queue: 'maintenance',
  name: 'page-view-rollup',
  payload: z.strictObject({
    runId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'runId must be 1-64 letters, digits, - or _' }),
  }),
  jobId: ({ runId }) => `page-view-rollup-${runId}`,
  options: {
    // Each batch commits on its own and a second run finds nothing to move, so a retry is safe.
    attempts: 3,
    backoff: { type: 'exponential', delay: 60_000 },
    removeOnComplete: { age: 30 * 24 * 60 * 60, count: 100 },
    removeOnFail: { age: 30 * 24 * 60 * 60 },
  },
});
