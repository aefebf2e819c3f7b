import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { ERROR_CODES, ERROR_MESSAGES, isAdmin } from '@bolo/contracts';
import type { Request } from 'express';
import '../current-user';

/** Admin rights come from users.is_admin alone (contracts `isAdmin`). Runs after SessionGuard. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!isAdmin(req.currentUser)) throw new ForbiddenException({ message: ERROR_MESSAGES.adminRequired, code: ERROR_CODES.adminRequired });
    return true;
  }
}
