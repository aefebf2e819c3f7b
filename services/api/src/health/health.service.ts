import { REDIS } from '@bolo/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { DependencyState, HealthResponse } from '@bolo/contracts';
import { Database } from '@bolo/db';
import Redis from 'ioredis';

const CHECK_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly database: Database,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** 'ok' when PostgreSQL and Redis both answer within the timeout, else what is down. */
  async check(): Promise<HealthResponse> {
    const [postgres, redis] = await Promise.all([probe(() => this.database.ping()), probe(() => this.redis.ping())]);
    if (postgres === 'up' && redis === 'up') return { status: 'ok', postgres, redis };
    const down = [postgres === 'down' && 'PostgreSQL', redis === 'down' && 'Redis'].filter(Boolean).join(' and ');
    return { status: 'error', postgres, redis, message: `${down} ${down.includes(' and ') ? 'are' : 'is'} down` };
  }
}

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
