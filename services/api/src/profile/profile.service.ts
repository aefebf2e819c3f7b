import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES, ERROR_CODES, ERROR_MESSAGES, type MemberProfileUpdateInput, type ProfitTarget } from '@bolo/contracts';
import { UsersRepository, type UserRecord } from '@bolo/db';

// Deleted between the session check and the update: the session no longer names an account.
const accountGone = () => new UnauthorizedException({ message: ERROR_MESSAGES.authRequired, code: ERROR_CODES.authRequired });

@Injectable()
export class ProfileService {
  constructor(private readonly users: UsersRepository) {}

  /** Names and e-mail (and the profit target when sent); an address held by another account (any letter case) answers 409. */
  async update(userId: number, input: MemberProfileUpdateInput): Promise<UserRecord> {
    const result = await this.users.updateProfile(userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      profitTarget: input.profitTarget,
    });
    if (!result) throw accountGone();
    if ('taken' in result) throw new ConflictException({ message: AUTH_MESSAGES.emailTaken });
    return result.user;
  }

  /** The profit target alone, already checked against the contract's limits. */
  async setProfitTarget(userId: number, target: ProfitTarget): Promise<UserRecord> {
    const user = await this.users.setProfitTarget(userId, target);
    if (!user) throw accountGone();
    return user;
  }
}
