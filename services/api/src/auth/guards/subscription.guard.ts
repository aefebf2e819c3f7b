import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { hasDirectoryAccess } from '@bolo/contracts';
import type { Request } from 'express';
import { subscriptionRequired } from '../../http/api-error';
import '../current-user';

/** Directory access by the contracts predicate, on the row SessionGuard just loaded. */
@Injectable()
export class SubscriptionGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!hasDirectoryAccess(req.currentUser)) throw subscriptionRequired();
    return true;
  }
}
