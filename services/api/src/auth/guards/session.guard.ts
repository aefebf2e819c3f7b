import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { MESSAGES } from '@bolo/contracts';
import type { Request } from 'express';
import '../../session/session-data';
import { UsersService } from '../../users/users.service';
import '../current-user';

/**
 * Requires a signed-in user and loads their row fresh from the database, so a subscription
 * or admin change applies on the next request rather than at the next sign-in.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const userId = req.session?.userId;
    const user = userId === undefined ? null : await this.users.findById(userId);
    if (!user) throw new UnauthorizedException({ message: MESSAGES.auth.authenticationRequired });
    req.currentUser = user;
    return true;
  }
}
