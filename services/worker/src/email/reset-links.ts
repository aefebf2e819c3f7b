import { Inject, Injectable } from '@nestjs/common';
import { newResetToken, PasswordResetTokensRepository } from '@bolo/db';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import type { ResetEmail } from './templates';

/**
 * Turns a queued reset request (its row's id) into the e-mail to send: the token is minted here,
 * at send time, so it exists only in the message, never in job data that the queue dashboard
 * shows or Redis keeps after the job. The address is read now, so a changed e-mail is honoured.
 */
@Injectable()
export class ResetLinks {
  constructor(
    private readonly tokens: PasswordResetTokensRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  /** The message for the request, or null when it was used, superseded by a newer one or expired. */
  async message(resetTokenId: number, now = Date.now()): Promise<ResetEmail | null> {
    const { token, tokenHash } = newResetToken();
    const request = await this.tokens.mint(resetTokenId, tokenHash);
    if (request === null) return null;
    return {
      template: 'password-reset',
      to: request.email,
      username: request.username,
      resetUrl: `${this.config.billing.appUrl}/reset-password?token=${token}`,
      expiresInMinutes: Math.max(1, Math.round((request.expiresAt.getTime() - now) / 60_000)),
    };
  }
}
