import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { ADMIN_USER_MESSAGES, ERROR_CODES, ERROR_MESSAGES } from '@bolo/contracts';
import type { Request } from 'express';
import '../../session/session-data';
import { UsersRepository } from '@bolo/db';
import '../current-user';

/**
 * Requires a signed-in user and loads their row fresh from the database, so a subscription
 * or admin change applies on the next request rather than at the next sign-in, and a disabled
 * account is refused.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly users: UsersRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const userId = req.session?.userId;
    const user = userId === undefined ? null : await this.users.findById(userId);
    if (!user) throw new UnauthorizedException({ message: ERROR_MESSAGES.authRequired, code: ERROR_CODES.authRequired });
    // Disabling revokes the user's sessions; this refuses one that outlived that (a request in flight).
    if (user.disabledAt) throw new UnauthorizedException({ message: ADMIN_USER_MESSAGES.accountDisabled, code: ERROR_CODES.authRequired });
    req.currentUser = user;
    return true;
  }
}
