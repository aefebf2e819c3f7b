import { REDIS, SERVER_CONFIG } from '@bolo/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { TooManyRequestsException } from '../http/api-error';
import { RATE_LIMITS, RateLimitName } from './rate-limit.policies';

// INCR and start the window on the first hit, atomically; answers [count, ms left in window].
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVER_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; throws 429 once the window's limit is exceeded. */
  async consume(name: RateLimitName, subject: string): Promise<void> {
    const { limit, windowSeconds } = RATE_LIMITS[name];
    const [count, ttlMs] = (await this.redis.eval(CONSUME_SCRIPT, 1, this.key(name, subject), windowSeconds * 1000)) as [number, number];
    if (count > limit) throw new TooManyRequestsException(Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  /** Gives back an attempt that turned out fine (a successful sign-in). */
  async refund(name: RateLimitName, subject: string): Promise<void> {
    await this.redis.decr(this.key(name, subject));
  }

  private key(name: RateLimitName, subject: string): string {
    return `${this.config.redisKeyPrefix}rate:${name}:${subject}`;
  }
}
