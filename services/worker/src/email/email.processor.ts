import { Logger } from '@nestjs/common';
import { QUEUES, sendEmailJob, type EmailJob } from '@bolo/contracts';
import { UnrecoverableError } from 'bullmq';
import { defineQueue, type JobData } from '../queues/queue-processor';
import { ContactNotices } from './contact-notices';
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
  ) {}

  /**
   * Resolves the payload (parsed by the job's declared schema) to its message and sends it. A
   * reset request that was used, superseded or expired meanwhile sends nothing, nor does a
   * proposal that is no longer published, nor a contact message already e-mailed.
   */
  @email.OnJob(sendEmailJob.name)
  async sendEmail(payload: JobData<EmailJob, typeof sendEmailJob.name>): Promise<{ template: string; messageId?: string; outcome: 'sent' | 'not-needed' }> {
    const message =
      payload.template === 'password-reset'
        ? await this.resetLinks.message(payload.resetTokenId)
        : payload.template === 'proposal-published'
          ? await this.proposalNotices.message(payload.itemId)
          : payload.template === 'contact-message'
            ? await this.contactNotices.message(payload.contactMessageId)
            : payload;
    if (message === null) {
      this.logger.log({ msg: 'e-mail not needed', template: payload.template });
      return { template: payload.template, outcome: 'not-needed' };
    }
    const sent = await this.deliver(message);
    if (payload.template === 'contact-message') await this.contactNotices.markSent(payload.contactMessageId);
    return { ...sent, outcome: 'sent' };
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
