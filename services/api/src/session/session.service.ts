import { REDIS, SERVER_CONFIG } from '@bolo/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { RedisStore } from 'connect-redis';
import type { Request, Response } from 'express';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import './session-data';
import { SESSION_COOKIE_NAME, SESSION_STORE, SESSION_TTL_SECONDS } from './session.constants';

/**
 * Sign-in state lives in Redis sessions. Besides express-session's own keys, each user has a
 * set of their session ids, so a password change can revoke every device at once.
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
    await this.redis.multi().sadd(key, req.sessionID).expire(key, SESSION_TTL_SECONDS).exec();
  }

  /** Sign-out: safe to call without a session. */
  async end(req: Request, res: Response): Promise<void> {
    const userId = req.session?.userId;
    if (userId !== undefined) await this.redis.srem(this.userSessionsKey(userId), req.sessionID);
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    }
    res.clearCookie(SESSION_COOKIE_NAME, this.cookieOptions());
  }

  /** Destroys every session the user holds, on every device. */
  async revokeAll(userId: number): Promise<void> {
    const key = this.userSessionsKey(userId);
    const ids = await this.redis.smembers(key);
    await Promise.all(ids.map((id) => this.store.destroy(id)));
    await this.redis.del(key);
  }

  cookieOptions() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.config.isProduction, path: '/' };
  }

  private userSessionsKey(userId: number): string {
    return `${this.config.redisKeyPrefix}user-sessions:${userId}`;
  }
}
