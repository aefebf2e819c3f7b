import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { UserRecord } from '../users/user-record';
import { AUTH_MESSAGES } from '@bolo/contracts';
import { AuthService } from './auth.service';

/** Username + password sign-in. The same answer for an unknown user and a wrong password. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<UserRecord> {
    const user = await this.auth.verifyCredentials(username, password);
    if (!user) throw new UnauthorizedException({ message: AUTH_MESSAGES.invalidCredentials });
    return user;
  }
}
