import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONTACT_MESSAGES, SUPPORT_RESPONSE_HOURS, enqueue, sendEmailJob } from '@bolo/contracts';
import type { ContactInfoResponse, ContactMessageInput, ContactSuccessResponse } from '@bolo/contracts';
import { ContactMessagesRepository } from '@bolo/db';
import { JobQueues, SERVER_CONFIG } from '@bolo/server-kit';
import type { AppConfig } from '../config/app-config';
import { TooManyRequestsException } from '../http/api-error';
import { RateLimiter } from '../rate-limit/rate-limiter.service';

@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly messages: ContactMessagesRepository,
    private readonly jobQueues: JobQueues,
    private readonly limiter: RateLimiter,
    @Inject(SERVER_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a valid message and queues its e-mail to support. Counted against the sender's
   * address (RATE_LIMITS.contactPerIp) before anything is stored. A message that cannot be queued
   * is removed again and the request fails, so the sender's retry leaves one message, not two.
   */
  async send(input: ContactMessageInput, userId: number | null, clientIp: string): Promise<ContactSuccessResponse> {
    try {
      await this.limiter.consume('contactPerIp', clientIp);
    } catch (error) {
      if (error instanceof TooManyRequestsException) throw new TooManyRequestsException(error.retryAfterSeconds, CONTACT_MESSAGES.tooMany(this.config.supportEmail));
      throw error;
    }
    const stored = await this.messages.create({ ...input, userId });
    try {
      // The job names the row only: the worker reads the message when it sends (no personal data in Redis).
      await enqueue(this.jobQueues.queue(sendEmailJob.queue), sendEmailJob, { template: 'contact-message', contactMessageId: stored.id });
    } catch (error) {
      await this.messages.delete(stored.id).catch(() => undefined);
      throw error;
    }
    this.logger.log({ msg: 'contact message received', contactMessageId: stored.id, userId });
    return { success: true, message: CONTACT_MESSAGES.sent.description };
  }

  info(): ContactInfoResponse {
    return { email: this.config.supportEmail, responseHours: SUPPORT_RESPONSE_HOURS };
  }
}
