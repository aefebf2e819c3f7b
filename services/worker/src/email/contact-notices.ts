import { Inject, Injectable } from '@nestjs/common';
import { ContactMessagesRepository } from '@bolo/db';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import type { ContactEmail } from './templates';

/**
 * Turns a queued contact message (its row's id) into the e-mail to support: the message is read
 * now, so its words and the sender's address never sit in job data. A message already e-mailed
 * (a repeated job) or gone sends nothing; once sent, it is marked (`emailed_at`).
 */
@Injectable()
export class ContactNotices {
  constructor(
    private readonly messages: ContactMessagesRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async message(contactMessageId: number): Promise<ContactEmail | null> {
    const row = await this.messages.findUnsent(contactMessageId);
    if (row === null) return null;
    return {
      template: 'contact-message',
      to: this.config.supportEmail,
      contactMessageId: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      type: row.type,
      userId: row.userId,
      receivedAt: row.createdAt,
    };
  }

  async markSent(contactMessageId: number): Promise<void> {
    await this.messages.markEmailed(contactMessageId);
  }
}
