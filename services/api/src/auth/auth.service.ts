import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import { AUTH_MESSAGES, type ChangePasswordInput, type SignUpInput } from '@bolo/contracts';
import { NotificationSettingsRepository, UsersRepository, type IdentityTaken, type UserRecord } from '@bolo/db';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { PasswordHasher } from './password-hasher';
import { assertAcceptableNewPassword } from './password-policy';

const takenMessage = (taken: IdentityTaken) => (taken === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken);

@Injectable()
export class AuthService {
  private readonly log = new Logger(AuthService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly notificationSettings: NotificationSettingsRepository,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  async signUp(input: SignUpInput): Promise<UserRecord> {
    // Checked first for a clear answer without spending a hash; the unique indexes settle races.
    const taken = await this.users.identityTaken(input.username, input.email);
    if (taken) throw new ConflictException({ message: takenMessage(taken) });

    const passwordHash = await this.hasher.hashNewPassword(input.password, input.username);
    const created = await this.users.create({
      username: input.username,
      passwordHash,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    if ('taken' in created) throw new ConflictException({ message: takenMessage(created.taken) });
    if (input.timeZone) await this.keepTimeZone(created.user.id, input.timeZone);
    return created.user;
  }

  /** The weekly digest's hour where the member lives. A nicety: failing to keep it never fails the sign-up. */
  private async keepTimeZone(userId: number, timeZone: string): Promise<void> {
    try {
      await this.notificationSettings.update(userId, { timeZone });
    } catch (error) {
      this.log.warn(`the time zone of new member ${userId} was not kept: ${(error as Error).message}`);
    }
  }

  /** The user for these credentials, or null; takes about as long either way. */
  async verifyCredentials(username: string, password: string): Promise<UserRecord | null> {
    const found = await this.users.findWithPasswordByUsername(username);
    if (!found) return this.hasher.verifyAgainstDummy(password).then(() => null);
    return (await this.hasher.verify(found.passwordHash, password)) ? found.user : null;
  }

  /**
   * Wrong current passwords count against the account (each costs an argon2 check, and guessing
   * them would open the account); the right one gives its attempt back. Counted before checking,
   * so guesses sent in parallel all count.
   */
  async changePassword(user: UserRecord, input: ChangePasswordInput): Promise<void> {
    assertAcceptableNewPassword(input.newPassword, user.username); // before spending a check on it
    await this.limiter.consume('changePasswordPerAccount', String(user.id));
    const currentHash = await this.users.passwordHashOf(user.id);
    if (!currentHash || !(await this.hasher.verify(currentHash, input.currentPassword))) {
      throw new BadRequestException({ message: AUTH_MESSAGES.currentPasswordIncorrect });
    }
    await this.limiter.refund('changePasswordPerAccount', String(user.id));
    await this.users.setPasswordHash(user.id, await this.hasher.hashNewPassword(input.newPassword, user.username));
  }
}
