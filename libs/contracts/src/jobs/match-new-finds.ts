import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * Matches the finds published since the last run against the saved searches and records an alert
 * for each match (issue 22; worker: services/worker/src/alerts). Scheduled every minute, and asked
 * for at once when an item is published; one job id, so a request made while one waits is the
 * same run. A run reads the change log from where the last one left off, so every publish path
 * (the back office, a CSV import, an approved proposal) is covered without telling it.
 */
export const matchNewFindsJob = defineJob({
  queue: 'alerts',
  name: 'match-new-finds',
  payload: z.strictObject({}),
  jobId: () => 'match-new-finds-now',
  options: {
    // A run records its alerts, marks its finds and moves its cursor together: a retry is safe.
    attempts: 5,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 60 * 60 },
  },
});
