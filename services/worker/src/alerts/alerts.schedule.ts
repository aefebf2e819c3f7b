import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { matchNewFindsJob, parseJobPayload } from '@bolo/contracts';
import { JobQueues } from '@bolo/server-kit';

/** The scheduler's id in Redis: one schedule, whatever the number of workers or restarts. */
export const MATCH_NEW_FINDS_SCHEDULER_ID = 'match-new-finds-every-minute';
/** A find published by any path is matched within this long (the API also asks at once after its own publishes). */
export const MATCH_NEW_FINDS_EVERY_MS = 60_000;

@Injectable()
export class AlertsSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Alerts');

  constructor(private readonly jobQueues: JobQueues) {}

  async onApplicationBootstrap(): Promise<void> {
    const { name, options } = matchNewFindsJob;
    try {
      await this.jobQueues.queue(matchNewFindsJob.queue).upsertJobScheduler(
        MATCH_NEW_FINDS_SCHEDULER_ID,
        { every: MATCH_NEW_FINDS_EVERY_MS },
        { name, data: parseJobPayload(matchNewFindsJob, {}), opts: { attempts: options.attempts, backoff: { ...options.backoff }, removeOnComplete: options.removeOnComplete, removeOnFail: options.removeOnFail } },
      );
    } catch (error) {
      this.logger.error({ msg: 'could not schedule the alerts', scheduler: MATCH_NEW_FINDS_SCHEDULER_ID, error: (error as Error).message });
    }
  }
}
