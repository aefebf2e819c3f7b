import { CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { RateLimitName } from './rate-limit.policies';
import { RateLimiter } from './rate-limiter.service';

const RATE_LIMIT_KEY = 'bolo:rate-limit';

/** Every request counts against a per-address limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName>(RATE_LIMIT_KEY, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    await this.limiter.consume(name, clientAddress(req));
    return true;
  }
}

export const RateLimitPerIp = (name: RateLimitName) => applyDecorators(SetMetadata(RATE_LIMIT_KEY, name), UseGuards(RateLimitGuard));

/** The client's address as Express sees it (honours TRUST_PROXY). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
