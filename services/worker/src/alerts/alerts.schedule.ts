import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { matchNewFindsJob, parseJobPayload, weeklyDigestJob, type AnyJobDeclaration } from '@bolo/contracts';
import { JobQueues } from '@bolo/server-kit';

/** The scheduler's id in Redis: one schedule, whatever the number of workers or restarts. */
export const MATCH_NEW_FINDS_SCHEDULER_ID = 'match-new-finds-every-minute';
/** A find published by any path is matched within this long (the API also asks at once after its own publishes). */
export const MATCH_NEW_FINDS_EVERY_MS = 60_000;
/** The digest run every hour on the hour: each run sends to the time zones at the digest's hour (DIGEST_DAY, DIGEST_HOUR). */
export const WEEKLY_DIGEST_SCHEDULER_ID = 'weekly-digest-every-hour';
export const WEEKLY_DIGEST_PATTERN = '0 * * * *';

@Injectable()
export class AlertsSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Alerts');

  constructor(private readonly jobQueues: JobQueues) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule(MATCH_NEW_FINDS_SCHEDULER_ID, { every: MATCH_NEW_FINDS_EVERY_MS }, matchNewFindsJob);
    await this.schedule(WEEKLY_DIGEST_SCHEDULER_ID, { pattern: WEEKLY_DIGEST_PATTERN }, weeklyDigestJob);
  }

  private async schedule(id: string, repeat: { every: number } | { pattern: string }, job: AnyJobDeclaration): Promise<void> {
    const { name, options } = job;
    try {
      await this.jobQueues.queue(job.queue as typeof matchNewFindsJob.queue).upsertJobScheduler(id, repeat, {
        name,
        data: parseJobPayload(job, {}),
        opts: { attempts: options.attempts, backoff: { ...options.backoff }, removeOnComplete: options.removeOnComplete, removeOnFail: options.removeOnFail },
      });
    } catch (error) {
      this.logger.error({ msg: 'could not schedule a job', scheduler: id, error: (error as Error).message });
    }
  }
}
