import { z } from 'zod';
import { defineJob } from './define-job';

/** An ISO week, as the digest's idempotence key names it: 2026-W48. */
export const ISO_WEEK_PATTERN = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;

/**
 * The weekly digest run (issue 22; worker: services/worker/src/digest). The job scheduler runs it
 * every hour with no week: it picks the members for whom it is now the digest's day and hour in
 * their time zone. With a week, it is a catch-up run: every subscriber not yet sent that week's
 * digest, or only the members named (support re-sending one member's digest). Either way a member gets at most one digest a week (digest_sends' key), so a repeated
 * run, a retry or two workers send nothing twice.
 */
export const weeklyDigestJob = defineJob({
  queue: 'alerts',
  name: 'weekly-digest',
  payload: z
    .strictObject({
      week: z.string().regex(ISO_WEEK_PATTERN, { error: 'week must be an ISO week like 2026-W48' }).optional(),
      userIds: z.array(z.number().int().positive()).min(1).max(1000).optional(),
    })
    .refine((p) => p.userIds === undefined || p.week !== undefined, { error: 'userIds needs a week' }),
  // A run per week (and members): asking again while one waits is the same run.
  jobId: (p) => `weekly-digest-${p.week ?? 'now'}${p.userIds ? `-for-${p.userIds.join('-')}` : ''}`.slice(0, 200),
  options: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 30_000 },
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 60 * 60 },
  },
});
