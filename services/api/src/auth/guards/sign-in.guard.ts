import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { signInSchema } from '@bolo/contracts';
import type { Request } from 'express';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import { clientAddress } from '../../rate-limit/rate-limit.guard';
import { RateLimiter } from '../../rate-limit/rate-limiter.service';
import { AUTH_MESSAGES } from '@bolo/contracts';

const validateSignIn = new ZodValidationPipe(signInSchema);

/**
 * Runs the passport local strategy after what must come before it: the spec's 400 messages for
 * malformed input, then the attempt limits. A successful sign-in gives its attempt back, so only
 * failures count towards the limit.
 */
@Injectable()
export class SignInGuard extends AuthGuard('local') {
  constructor(private readonly limiter: RateLimiter) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const { username } = validateSignIn.transform(req.body);
    req.body = { ...req.body, username };
    const ip = clientAddress(req);
    const account = `${ip}|${username.toLowerCase()}`;
    await this.limiter.consume('signInPerIp', ip);
    await this.limiter.consume('signInPerAccount', account);
    await super.canActivate(context);
    await Promise.all([this.limiter.refund('signInPerIp', ip), this.limiter.refund('signInPerAccount', account)]);
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err) throw err;
    if (!user) throw new UnauthorizedException({ message: AUTH_MESSAGES.invalidCredentials });
    return user;
  }
}
