import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES, ERROR_CODES, ERROR_MESSAGES, type ProfileUpdateInput } from '@bolo/contracts';
import { UsersRepository, type UserRecord } from '@bolo/db';

@Injectable()
export class ProfileService {
  constructor(private readonly users: UsersRepository) {}

  /** Names and e-mail; an address held by another account (any letter case) answers 409. */
  async update(userId: number, input: ProfileUpdateInput): Promise<UserRecord> {
    const result = await this.users.updateProfile(userId, { firstName: input.firstName, lastName: input.lastName, email: input.email });
    // Deleted between the session check and the update: the session no longer names an account.
    if (!result) throw new UnauthorizedException({ message: ERROR_MESSAGES.authRequired, code: ERROR_CODES.authRequired });
    if ('taken' in result) throw new ConflictException({ message: AUTH_MESSAGES.emailTaken });
    return result.user;
  }
}
