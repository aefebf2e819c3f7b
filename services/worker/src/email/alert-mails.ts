import { Inject, Injectable } from '@nestjs/common';
import { FINDS_PER_EMAIL, sendEmailJob, type EmailPayload } from '@bolo/contracts';
import { AlertMailsRepository, NotificationSettingsRepository } from '@bolo/db';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { listedFind, mayHearAboutFinds, unsubscribeLinks } from './member-mail';
import type { SearchAlertsEmail } from './templates';

type SearchAlertsJob = Extract<EmailPayload, { template: 'search-alerts' }>;

/**
 * Turns a queued alert e-mail (a member, a kind, when its alerts began waiting) into the e-mail:
 * it claims the member's waiting alerts for this job, so one e-mail carries a whole CSV import
 * and a retry sends the same finds. A member without access or an address now, or with alert
 * e-mails turned off, gets nothing (the alerts stay in the app).
 */
@Injectable()
export class AlertMails {
  constructor(
    private readonly alertMails: AlertMailsRepository,
    private readonly settings: NotificationSettingsRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async message(payload: SearchAlertsJob, now = new Date()): Promise<SearchAlertsEmail | null> {
    const due = { userId: payload.userId, kind: payload.kind, since: new Date(payload.since) };
    const claimed = await this.alertMails.claim(due, this.jobId(payload), FINDS_PER_EMAIL);
    const recipient = await this.settings.recipient(payload.userId);
    if (claimed.total === 0 || !mayHearAboutFinds(recipient, now) || recipient.settings.alertEmails === 'off') return null;
    return {
      template: 'search-alerts',
      to: recipient.email,
      username: recipient.username,
      finds: claimed.finds.map((find) => listedFind(this.config, find)),
      total: claimed.total,
      alertsUrl: `${this.config.billing.appUrl}/alerts`,
      unsubscribe: unsubscribeLinks(this.config, payload.userId, 'alerts'),
    };
  }

  async markSent(payload: SearchAlertsJob, sentAt = new Date()): Promise<void> {
    await this.alertMails.markSent(payload, this.jobId(payload), sentAt);
  }

  private jobId(payload: SearchAlertsJob): string {
    return sendEmailJob.jobId(payload);
  }
}
