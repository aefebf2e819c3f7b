import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { UserRecord } from '../users/user-record';
import { ADMIN_USER_MESSAGES, AUTH_MESSAGES } from '@bolo/contracts';
import { AuthService } from './auth.service';

/** Username + password sign-in. The same answer for an unknown user and a wrong password; 403 for a disabled account. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<UserRecord> {
    const user = await this.auth.verifyCredentials(username, password);
    if (!user) throw new UnauthorizedException({ message: AUTH_MESSAGES.invalidCredentials });
    // Told only to whoever knows the password, so it reveals nothing about the account to others.
    if (user.disabledAt) throw new ForbiddenException({ message: ADMIN_USER_MESSAGES.accountDisabled });
    return user;
  }
}
