import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { parseJobPayload, pageViewRollupJob } from '@bolo/contracts';
import { JobQueues } from '@bolo/server-kit';

/** The scheduler's id in Redis: upserting it again replaces it, so every worker start leaves one schedule. */
export const PAGE_VIEW_ROLLUP_SCHEDULER_ID = 'page-view-rollup-daily';
/** Every day at 03:17 UTC (a quiet hour, off the full hour that other schedules crowd). */
export const PAGE_VIEW_ROLLUP_CRON = '17 3 * * *';

/**
 * Puts the maintenance queue's repeatable jobs in place when the worker starts, with BullMQ's
 * job scheduler: idempotent (one scheduler per id, whatever the number of workers or restarts),
 * and kept in Redis, so a run due while no worker is up happens when one is back.
 */
@Injectable()
export class MaintenanceSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Maintenance');

  constructor(private readonly jobQueues: JobQueues) {}

  async onApplicationBootstrap(): Promise<void> {
    const { name, options } = pageViewRollupJob;
    const data = parseJobPayload(pageViewRollupJob, { runId: 'scheduled' });
    try {
      await this.jobQueues.queue(pageViewRollupJob.queue).upsertJobScheduler(
        PAGE_VIEW_ROLLUP_SCHEDULER_ID,
        { pattern: PAGE_VIEW_ROLLUP_CRON, tz: 'UTC' },
        { name, data, opts: { attempts: options.attempts, backoff: { ...options.backoff }, removeOnComplete: options.removeOnComplete, removeOnFail: options.removeOnFail } },
      );
      this.logger.log({ msg: 'maintenance scheduled', scheduler: PAGE_VIEW_ROLLUP_SCHEDULER_ID, cron: PAGE_VIEW_ROLLUP_CRON });
    } catch (error) {
      // The other queues keep working; the schedule is put in place again by the next start.
      this.logger.error({ msg: 'could not schedule maintenance', scheduler: PAGE_VIEW_ROLLUP_SCHEDULER_ID, error: (error as Error).message });
    }
  }
}
