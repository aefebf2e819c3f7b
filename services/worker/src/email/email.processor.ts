import { Logger } from '@nestjs/common';
import { QUEUES, sendEmailJob, type EmailJob } from '@bolo/contracts';
import { UnrecoverableError } from 'bullmq';
import { defineQueue, type JobData } from '../queues/queue-processor';
import { MailSender, PermanentMailError } from './mail-sender';
import { renderEmail } from './templates';

const email = defineQueue<EmailJob>(QUEUES.email, { [sendEmailJob.name]: true });

@email.Processor()
export class EmailProcessor {
  private readonly logger = new Logger('EmailProcessor');

  constructor(private readonly mail: MailSender) {}

  /**
   * Renders the template and hands the message to the SMTP server. A failure throws, so BullMQ
   * retries with the declared backoff; a recipient the server refuses for good fails at once.
   * The payload arrives parsed by the job's declared schema.
   */
  @email.OnJob(sendEmailJob.name)
  async sendEmail(payload: JobData<EmailJob, typeof sendEmailJob.name>): Promise<{ template: string; messageId: string }> {
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
