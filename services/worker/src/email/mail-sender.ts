import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import type { RenderedEmail } from './templates';

/** SMTP answers that no retry can change: the recipient address does not exist or is refused. */
const PERMANENT_RECIPIENT_CODES = new Set([550, 551, 553]);

export class PermanentMailError extends Error {}

/**
 * The one SMTP transport of the process (nodemailer over SMTP_URL, pooled connections), created
 * once and closed on shutdown after the queue workers have finished their jobs.
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(WORKER_CONFIG) private readonly config: Pick<WorkerConfig, 'smtpUrl' | 'mailFrom'>) {
    const url = new URL(config.smtpUrl);
    url.searchParams.set('pool', 'true');
    this.transport = createTransport(url.toString());
  }

  /** Resolves with the message id once the server accepted the message; rejects otherwise (the job retries). */
  async send(to: string, email: RenderedEmail): Promise<string> {
    try {
      const info = await this.transport.sendMail({
        from: this.config.mailFrom,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
      });
      return info.messageId;
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      if (code !== undefined && PERMANENT_RECIPIENT_CODES.has(code)) throw new PermanentMailError((error as Error).message);
      throw error;
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
