import { Inject, Injectable } from '@nestjs/common';
import type { EmailPayload } from '@bolo/contracts';
import { DigestRepository, NotificationSettingsRepository } from '@bolo/db';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { listedFind, mayHearAboutFinds, unsubscribeLinks } from './member-mail';
import type { WeeklyDigestEmail } from './templates';

type WeeklyDigestJob = Extract<EmailPayload, { template: 'weekly-digest' }>;

/**
 * Turns a queued digest (a member, a week) into the e-mail: the finds the run picked, still
 * published; the address, the access and the digest setting read now. Already sent (a repeated
 * job), unsubscribed since, or lapsed: nothing, and the week is closed for them either way.
 */
@Injectable()
export class DigestMails {
  constructor(
    private readonly digests: DigestRepository,
    private readonly settings: NotificationSettingsRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async message(payload: WeeklyDigestJob, now = new Date()): Promise<WeeklyDigestEmail | null> {
    const digest = await this.digests.toSend(payload.userId, payload.week);
    if (digest === null || digest.sent) return null;
    const recipient = await this.settings.recipient(payload.userId);
    const skipped = !mayHearAboutFinds(recipient, now) ? 'no access' : !recipient.settings.digest ? 'unsubscribed' : digest.finds.length === 0 ? 'nothing new' : null;
    if (skipped !== null || !recipient?.email) {
      await this.digests.markDone(payload.userId, payload.week, skipped ?? 'no address');
      return null;
    }
    return {
      template: 'weekly-digest',
      to: recipient.email,
      username: recipient.username,
      finds: digest.finds.map((find) => listedFind(this.config, find)),
      forYou: digest.forYou,
      periodStart: digest.periodStart,
      periodEnd: digest.periodEnd,
      directoryUrl: `${this.config.billing.appUrl}/directory?sort=newest`,
      unsubscribe: unsubscribeLinks(this.config, payload.userId, 'digest'),
    };
  }

  async markSent(payload: WeeklyDigestJob): Promise<void> {
    await this.digests.markDone(payload.userId, payload.week);
  }
}
