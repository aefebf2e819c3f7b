import { Controller, Get, Header, Res } from '@nestjs/common';
import type { HealthResponse } from '@bolo/contracts';
import type { Response } from 'express';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when PostgreSQL and Redis both answer, else 503 naming what is down. */
  @Get()
  @Header('Cache-Control', 'no-store')
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const health = await this.health.check();
    if (health.status !== 'ok') res.status(503);
    return health;
  }
}
