import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';

/** Injection token of the shared ioredis client (sessions, per-user session sets, rate limits, cache, health). */
export const REDIS = Symbol('REDIS');

export { isRedisUnavailable, throttledConnectionErrors } from './unavailable';

/** The longest wait between two reconnect attempts while Redis is down. */
export const REDIS_MAX_RECONNECT_DELAY_MS = 500;

/**
 * ioredis's reconnect schedule for every client of ours: 50 ms, 100 ms, ... then every 500 ms
 * for as long as Redis is down. ioredis's own default grows to 2 s (BullMQ's to 20 s), so after
 * a long outage a request waited seconds for its 503 and a worker up to 20 s to notice Redis was back.
 */
export function redisReconnectDelay(attempt: number): number {
  return Math.min(attempt * 50, REDIS_MAX_RECONNECT_DELAY_MS);
}

export function createRedisClient(url: string): Redis {
  // Fail a command after a couple of reconnect attempts (about a second while Redis refuses
  // connections) instead of queueing it forever, so an outage answers 503 rather than hanging.
  // Auto-pipelining sends the commands of all requests in one event-loop turn (session reads,
  // cache reads) in one write: a third of Redis's CPU per request and ~9% more directory req/s.
  return new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 3000, enableAutoPipelining: true, retryStrategy: redisReconnectDelay });
}

@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  static forRoot(url: string): DynamicModule {
    return {
      module: RedisModule,
      global: true,
      providers: [{ provide: REDIS, useFactory: () => createRedisClient(url) }],
      exports: [REDIS],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
