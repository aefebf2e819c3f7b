import { Logger } from '@nestjs/common';
import { QUEUES, matchNewFindsJob, type AlertsJob } from '@bolo/contracts';
import { AlertsRepository } from '@bolo/db';
import { defineQueue } from '../queues/queue-processor';
import { scanNewFinds, type AlertScanResult } from './alert-scan';

const alerts = defineQueue<AlertsJob>(QUEUES.alerts, { [matchNewFindsJob.name]: true });

/** The `alerts` queue: new finds matched against the saved searches (alerts.schedule.ts runs it every minute). */
@alerts.Processor()
export class AlertsProcessor {
  private readonly logger = new Logger('Alerts');

  constructor(private readonly repository: AlertsRepository) {}

  @alerts.OnJob(matchNewFindsJob.name)
  async matchNewFinds(): Promise<Omit<AlertScanResult, 'alerts'> & { alerts: number }> {
    const result = await scanNewFinds(this.repository);
    if (result.finds > 0) this.logger.log({ msg: 'new finds matched', finds: result.finds, searches: result.searches, alerts: result.alerts.length });
    return { finds: result.finds, searches: result.searches, alerts: result.alerts.length };
  }
}
