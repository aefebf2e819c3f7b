import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module';

const CHECK_TIMEOUT_MS = 2000;

type State = 'up' | 'down';

interface Health {
  status: 'ok' | 'error';
  postgres: State;
  redis: State;
  message?: string;
}

@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** 200 when PostgreSQL and Redis both answer, else 503 naming what is down. */
  @Get()
  @Header('Cache-Control', 'no-store')
  async check(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const [postgres, redis] = await Promise.all([probe(() => this.db.query('SELECT 1')), probe(() => this.redis.ping())]);
    if (postgres === 'up' && redis === 'up') return { status: 'ok', postgres, redis };
    const down = [postgres === 'down' && 'PostgreSQL', redis === 'down' && 'Redis'].filter(Boolean).join(' and ');
    res.status(503);
    return { status: 'error', postgres, redis, message: `${down} ${down.includes(' and ') ? 'are' : 'is'} down` };
  }
}

async function probe(check: () => Promise<unknown>): Promise<State> {
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
