import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { AUTH_MESSAGES, enqueue, sendEmailJob, type ResetPasswordInput } from '@bolo/contracts';
import { Database, hashResetToken, PasswordResetTokensRepository, UsersRepository } from '@bolo/db';
import { JobQueues } from '@bolo/server-kit';
import { setTimeout as sleep } from 'node:timers/promises';
import { SessionService } from '../session/session.service';
import { PasswordHasher } from './password-hasher';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/**
 * Every forgot-password answer takes at least this long, known address or not, so the response
 * time does not tell which addresses have accounts. It is well above the real work (one lookup,
 * one insert, one enqueue: a few ms), which therefore never shows through.
 */
export const FORGOT_PASSWORD_MIN_RESPONSE_MS = 300;

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: PasswordResetTokensRepository,
    private readonly database: Database,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly jobQueues: JobQueues,
  ) {}

  /**
   * For an address with an account: a new single-use token (the earlier ones stop working) and
   * the e-mail with its link, sent by the worker. For any other address: nothing. Either way the
   * caller answers the same, after the same minimum time.
   */
  async requestReset(email: string): Promise<void> {
    const deadline = Date.now() + FORGOT_PASSWORD_MIN_RESPONSE_MS;
    try {
      const user = await this.users.findByEmail(email);
      if (!user?.email) return;
      // No token yet: the worker mints it when it sends the e-mail, so no job data holds a link.
      const resetTokenId = await this.tokens.issue(user.id, null, new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000));
      await enqueue(this.jobQueues.queue(sendEmailJob.queue), sendEmailJob, { template: 'password-reset', resetTokenId });
      this.logger.log({ msg: 'password reset requested', userId: user.id, resetTokenId });
    } finally {
      const left = deadline - Date.now();
      if (left > 0) await sleep(left);
    }
  }

  /**
   * Sets the new password if the token is unused and unexpired, marking it used in the same
   * transaction, then ends every session of the user: whoever had the old password is out.
   */
  async reset({ token, newPassword }: ResetPasswordInput): Promise<void> {
    const tokenHash = hashResetToken(token);
    // Checked before hashing, so made-up tokens cannot be used to burn argon2 time.
    const ownerId = await this.tokens.activeUserOf(tokenHash);
    const owner = ownerId === null ? null : await this.users.findById(ownerId);
    if (owner === null) throw invalidLink();
    const passwordHash = await this.hasher.hashNewPassword(newPassword, owner.username);
    const userId = await this.database.transaction(async (tx) => {
      const owner = await this.tokens.consume(tokenHash, tx);
      if (owner === null) return null; // used or expired meanwhile: the conditional update decides
      await this.tokens.retireAll(owner, tx);
      await this.users.setPasswordHash(owner, passwordHash, tx);
      return owner;
    });
    if (userId === null) throw invalidLink();
    await this.sessions.revokeAll(userId);
    this.logger.log({ msg: 'password reset', userId });
  }
}

const invalidLink = () => new BadRequestException({ message: AUTH_MESSAGES.resetLinkExpired });
