import { Inject, Logger } from '@nestjs/common';
import { enqueue, matchNewFindsJob, QUEUES, sendEmailJob, weeklyDigestJob, type AlertsJob } from '@bolo/contracts';
import { AlertMailsRepository, AlertsRepository, DigestRepository } from '@bolo/db';
import { JobQueues } from '@bolo/server-kit';
import type { Job } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { runWeeklyDigest, type DigestRunResult } from '../digest/digest-run';
import { defineQueue, type JobData } from '../queues/queue-processor';
import { queueDueAlertMails } from './alert-mail-sweep';
import { scanNewFinds, type AlertScanResult } from './alert-scan';

const alerts = defineQueue<AlertsJob>(QUEUES.alerts, { [matchNewFindsJob.name]: true, [weeklyDigestJob.name]: true });

/** The `alerts` queue: new finds matched against the saved searches and their e-mails, and the weekly digest (alerts.schedule.ts runs both). */
@alerts.Processor()
export class AlertsProcessor {
  private readonly logger = new Logger('Alerts');

  constructor(
    private readonly repository: AlertsRepository,
    private readonly alertMails: AlertMailsRepository,
    private readonly digests: DigestRepository,
    private readonly jobQueues: JobQueues,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  /** Matches the new finds, then queues the alert e-mails whose time has come (new ones, and those held back by the hourly limit). */
  @alerts.OnJob(matchNewFindsJob.name)
  async matchNewFinds(): Promise<Omit<AlertScanResult, 'alerts' | 'recorded'> & { alerts: number; emails: number }> {
    const result = await scanNewFinds(this.repository, new Date(), { keepAlerts: false });
    const emails = await queueDueAlertMails(this.alertMails, this.jobQueues.queue(QUEUES.email));
    if (result.finds > 0 || emails > 0) this.logger.log({ msg: 'new finds matched', finds: result.finds, searches: result.searches, alerts: result.recorded, emails });
    return { finds: result.finds, searches: result.searches, alerts: result.recorded, emails };
  }

  /** The run's moment is when the job was made (its scheduled hour), so a retry or a late start still serves that hour's members. */
  @alerts.OnJob(weeklyDigestJob.name)
  async weeklyDigest(payload: JobData<AlertsJob, typeof weeklyDigestJob.name>, job: Pick<Job, 'timestamp'>): Promise<DigestRunResult> {
    const emailQueue = this.jobQueues.queue(QUEUES.email);
    const queue = async (week: string, userIds: number[]) => {
      await Promise.all(userIds.map((userId) => enqueue(emailQueue, sendEmailJob, { template: 'weekly-digest', userId, week })));
    };
    const result = await runWeeklyDigest(this.digests, queue, this.config.digest, payload, new Date(job.timestamp));
    if (result.week !== null) this.logger.log({ msg: 'weekly digest run', ...result });
    return result;
  }
}
