import { REDIS, SERVER_CONFIG } from '@bolo/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { TooManyRequestsException } from '../http/api-error';
import { DIRECTORY_MESSAGES, ERROR_MESSAGES } from '@bolo/contracts';
import { MEMBER_BUDGETS, RATE_LIMITS, USER_LIMITS, type MemberBudgetName, type RateLimitName, type RateLimitPolicy, type UserLimitName } from './rate-limit.policies';

// INCRBY and start the window on the first hit, atomically; answers [count, ms left in window].
const CONSUME_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

// DECR only a live counter: one that expired meanwhile would come back as -1 with no expiry, forever.
const REFUND_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0`;

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

  /**
   * Counts one use of a per-account limit (USER_LIMITS) in each of its windows; throws 429 with the
   * window's message once one is exceeded. A refused use is given back to the windows that had
   * counted it, so a burst stopped by the minute does not eat into the day.
   */
  async spendUserLimit(name: UserLimitName, user: { id: number }): Promise<void> {
    const counted: string[] = [];
    try {
      for (const { message, ...policy } of USER_LIMITS[name](this.config)) {
        const counter = `${name}-${policy.windowSeconds}:${user.id}`;
        await this.count(counter, policy, 1, message);
        counted.push(counter);
      }
    } catch (error) {
      await Promise.all(counted.map((counter) => this.giveBack(counter)));
      throw error;
    }
  }

  private async count(key: string, { limit, windowSeconds }: RateLimitPolicy, weight: number, message: string): Promise<void> {
    const [count, ttlMs] = (await this.redis.eval(CONSUME_SCRIPT, 1, this.key(key), windowSeconds * 1000, weight)) as [number, number];
    if (count > limit) throw new TooManyRequestsException(Math.max(1, Math.ceil(ttlMs / 1000)), message);
  }

  /** Gives back an attempt that turned out fine (a successful sign-in). */
  async refund(name: RateLimitName, subject: string): Promise<void> {
    await this.giveBack(`${name}:${subject}`);
  }

  private async giveBack(counter: string): Promise<void> {
    await this.redis.eval(REFUND_SCRIPT, 1, this.key(counter));
  }

  private key(counter: string): string {
    return `${this.config.redisKeyPrefix}rate:${counter}`;
  }
}
