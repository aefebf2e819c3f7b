import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { UserRecord } from '../users/user-record';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by SessionGuard from the current database row. */
      currentUser?: UserRecord;
    }
  }
}

/** The signed-in user's current row; only on routes behind SessionGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): UserRecord => {
  const user = context.switchToHttp().getRequest<Request>().currentUser;
  if (!user) throw new Error('CurrentUser used on a route without SessionGuard');
  return user;
});
