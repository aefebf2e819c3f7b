import { REDIS, SERVER_CONFIG } from '@bolo/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { RedisStore } from 'connect-redis';
import type { Request, Response } from 'express';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import './session-data';
import { SESSION_COOKIE_NAME, SESSION_STORE, SESSION_TTL_SECONDS } from './session.constants';

/** The most sessions one account keeps: signing in on an eleventh device ends the oldest. */
export const MAX_SESSIONS_PER_USER = 10;

/**
 * Sign-in state lives in Redis sessions. Besides express-session's own keys, each user has a
 * sorted set of their session ids by sign-in time, so a password change can revoke every device
 * at once and sign-ins past MAX_SESSIONS_PER_USER end the oldest.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(SESSION_STORE) private readonly store: RedisStore,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVER_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A fresh session id for a freshly authenticated user (prevents session fixation). */
  async establish(req: Request, userId: number): Promise<void> {
    await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
    req.session.userId = userId;
    await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
    const key = this.userSessionsKey(userId);
    const [, , oldest] = (await this.redis
      .multi()
      .zadd(key, Date.now(), req.sessionID)
      .expire(key, SESSION_TTL_SECONDS)
      .zrange(key, 0, -(MAX_SESSIONS_PER_USER + 1))
      .exec()) as Array<[Error | null, unknown]>;
    const ended = (oldest?.[1] as string[] | undefined) ?? [];
    if (ended.length > 0) {
      await Promise.all(ended.map((id) => this.store.destroy(id)));
      await this.redis.zrem(key, ...ended);
    }
  }

  /** Sign-out: safe to call without a session. */
  async end(req: Request, res: Response): Promise<void> {
    const userId = req.session?.userId;
    if (userId !== undefined) await this.redis.zrem(this.userSessionsKey(userId), req.sessionID);
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    }
    res.clearCookie(SESSION_COOKIE_NAME, this.cookieOptions());
  }

  /** Destroys every session the user holds, on every device. */
  async revokeAll(userId: number): Promise<void> {
    const key = this.userSessionsKey(userId);
    const legacyKey = this.legacyUserSessionsKey(userId);
    const [ids, legacyIds] = await Promise.all([this.redis.zrange(key, 0, -1), this.redis.smembers(legacyKey)]);
    await Promise.all([...ids, ...legacyIds].map((id) => this.store.destroy(id)));
    await this.redis.del(key, legacyKey);
  }

  cookieOptions() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.config.isProduction, path: '/' };
  }

  private userSessionsKey(userId: number): string {
    return `${this.config.redisKeyPrefix}user-sessions-by-age:${userId}`;
  }

  /** The plain set used before sessions were capped; still read so a revocation misses nothing. */
  private legacyUserSessionsKey(userId: number): string {
    return `${this.config.redisKeyPrefix}user-sessions:${userId}`;
  }
}
