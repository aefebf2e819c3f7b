import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';

/** Injection token of the shared ioredis client (sessions, per-user session sets, rate limits, cache, health). */
export const REDIS = Symbol('REDIS');

export function createRedisClient(url: string): Redis {
  // Fail a command after a couple of reconnect attempts instead of queueing it forever,
  // so a Redis outage answers 5xx/503 quickly rather than hanging every request.
  // Auto-pipelining sends the commands of all requests in one event-loop turn (session reads,
  // cache reads) in one write: a third of Redis's CPU per request and ~9% more directory req/s.
  return new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 3000, enableAutoPipelining: true });
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
