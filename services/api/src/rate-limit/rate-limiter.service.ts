import { REDIS, SERVER_CONFIG } from '@bolo/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { TooManyRequestsException } from '../http/api-error';
import { DIRECTORY_MESSAGES, ERROR_MESSAGES } from '@bolo/contracts';
import { MEMBER_BUDGETS, RATE_LIMITS, type MemberBudgetName, type RateLimitName, type RateLimitPolicy } from './rate-limit.policies';

// INCRBY and start the window on the first hit, atomically; answers [count, ms left in window].
const CONSUME_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVER_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; throws 429 once the window's limit is exceeded. */
  async consume(name: RateLimitName, subject: string): Promise<void> {
    await this.count(`${name}:${subject}`, RATE_LIMITS[name], 1, ERROR_MESSAGES.rateLimited);
  }

  /** Spends `weight` of a member's anti-scraping budget (MEMBER_BUDGETS); admins read freely. */
  async spendMemberBudget(name: MemberBudgetName, user: { id: number; isAdmin: boolean }, weight = 1): Promise<void> {
    if (!this.config.memberBudgets || user.isAdmin) return;
    for (const policy of MEMBER_BUDGETS[name]) {
      await this.count(`${name}-${policy.windowSeconds}:${user.id}`, policy, weight, DIRECTORY_MESSAGES.readingLimited);
    }
  }

  private async count(key: string, { limit, windowSeconds }: RateLimitPolicy, weight: number, message: string): Promise<void> {
    const [count, ttlMs] = (await this.redis.eval(CONSUME_SCRIPT, 1, this.key(key), windowSeconds * 1000, weight)) as [number, number];
    if (count > limit) throw new TooManyRequestsException(Math.max(1, Math.ceil(ttlMs / 1000)), message);
  }

  /** Gives back an attempt that turned out fine (a successful sign-in). */
  async refund(name: RateLimitName, subject: string): Promise<void> {
    await this.redis.decr(this.key(`${name}:${subject}`));
  }

  private key(counter: string): string {
    return `${this.config.redisKeyPrefix}rate:${counter}`;
  }
}
