import { REDIS, SERVER_CONFIG } from '@bolo/server-kit';
import { Global, Module } from '@nestjs/common';
import { RedisStore } from 'connect-redis';
import type { RequestHandler } from 'express';
import session from 'express-session';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { SESSION_COOKIE_NAME, SESSION_STORE, SESSION_TTL_SECONDS } from './session.constants';
import { SessionService } from './session.service';
import { TouchThrottledRedisStore } from './touch-throttled-store';

export const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');

@Global()
@Module({
  providers: [
    {
      provide: SESSION_STORE,
      inject: [REDIS, SERVER_CONFIG],
      useFactory: (redis: Redis, config: AppConfig) =>
        new TouchThrottledRedisStore({ client: redis, prefix: `${config.redisKeyPrefix}sess:`, ttl: SESSION_TTL_SECONDS }),
    },
    {
      provide: SESSION_MIDDLEWARE,
      inject: [SESSION_STORE, SERVER_CONFIG, SessionService],
      useFactory: (store: RedisStore, config: AppConfig, sessions: SessionService): RequestHandler =>
        session({
          name: SESSION_COOKIE_NAME,
          secret: config.sessionSecret,
          store,
          resave: false,
          saveUninitialized: false, // visitors get no cookie and no Redis key until they sign in
          rolling: true,
          cookie: { ...sessions.cookieOptions(), maxAge: SESSION_TTL_SECONDS * 1000 },
        }),
    },
    SessionService,
  ],
  exports: [SESSION_STORE, SESSION_MIDDLEWARE, SessionService],
})
export class SessionModule {}
