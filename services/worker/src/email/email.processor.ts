import { Logger } from '@nestjs/common';
import { QUEUES, sendEmailJob, type EmailJob } from '@bolo/contracts';
import { UnrecoverableError } from 'bullmq';
import { defineQueue, type JobData } from '../queues/queue-processor';
import { AlertMails } from './alert-mails';
import { ContactNotices } from './contact-notices';
import { DigestMails } from './digest-mails';
import { MailSender, PermanentMailError } from './mail-sender';
import { ProposalNotices } from './proposal-notices';
import { ResetLinks } from './reset-links';
import { renderEmail, type EmailMessage } from './templates';

const email = defineQueue<EmailJob>(QUEUES.email, { [sendEmailJob.name]: true });

@email.Processor()
export class EmailProcessor {
  private readonly logger = new Logger('EmailProcessor');

  constructor(
    private readonly mail: MailSender,
    private readonly resetLinks: ResetLinks,
    private readonly proposalNotices: ProposalNotices,
    private readonly contactNotices: ContactNotices,
    private readonly alertMails: AlertMails,
    private readonly digestMails: DigestMails,
  ) {}

  /**
   * Resolves the payload (parsed by the job's declared schema) to its message and sends it. A
   * reset request that was used, superseded or expired meanwhile sends nothing, nor does a
   * proposal that is no longer published, nor a contact message already e-mailed, nor alerts or
   * a digest for a member who lost access or turned them off. Alerts and digests are marked sent
   * once the SMTP server took them, so a later retry of the job sends nothing twice.
   */
  @email.OnJob(sendEmailJob.name)
  async sendEmail(payload: JobData<EmailJob, typeof sendEmailJob.name>): Promise<{ template: string; messageId?: string; outcome: 'sent' | 'not-needed' }> {
    const message = await this.resolve(payload);
    if (message === null) {
      this.logger.log({ msg: 'e-mail not needed', template: payload.template });
      return { template: payload.template, outcome: 'not-needed' };
    }
    const sent = await this.deliver(message);
    if (payload.template === 'contact-message') await this.contactNotices.markSent(payload.contactMessageId);
    if (payload.template === 'search-alerts') await this.alertMails.markSent(payload);
    if (payload.template === 'weekly-digest') await this.digestMails.markSent(payload);
    return { ...sent, outcome: 'sent' };
  }

  /** The message a payload stands for, read now; null when it is no longer needed. */
  private async resolve(payload: JobData<EmailJob, typeof sendEmailJob.name>): Promise<EmailMessage | null> {
    switch (payload.template) {
      case 'password-reset':
        return this.resetLinks.message(payload.resetTokenId);
      case 'proposal-published':
        return this.proposalNotices.message(payload.itemId);
      case 'contact-message':
        return this.contactNotices.message(payload.contactMessageId);
      case 'search-alerts':
        return this.alertMails.message(payload);
      case 'weekly-digest':
        return this.digestMails.message(payload);
      default:
        return payload;
    }
  }

  /**
   * Renders the template and hands the message to the SMTP server. A failure throws, so BullMQ
   * retries with the declared backoff; a recipient the server refuses for good fails at once.
   */
  async deliver(payload: EmailMessage): Promise<{ template: string; messageId: string }> {
    const rendered = renderEmail(payload);
    try {
      const messageId = await this.mail.send(payload.to, rendered);
      // The address and the links stay out of the logs: they are personal data and, for a reset, a credential.
      this.logger.log({ msg: 'e-mail sent', template: payload.template, messageId });
      return { template: payload.template, messageId };
    } catch (error) {
      if (error instanceof PermanentMailError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
