import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { RateLimitPerIp } from '../rate-limit/rate-limit.guard';
import '../session/session-data';
import { PageViewInput, pageViewSchema } from './page-view.schema';

@Controller('analytics')
export class PageViewsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One row per route change in the shell; the viewer is recorded when signed in. */
  @Post('page-views')
  @HttpCode(204)
  @RateLimitPerIp('pageViewsPerIp')
  async record(@Body(new ZodValidationPipe(pageViewSchema)) view: PageViewInput, @Req() req: Request): Promise<void> {
    // The sub-select drops the id of an account deleted since the session began (no FK error).
    await this.db.query(
      `INSERT INTO page_views (path, referrer, user_id) VALUES ($1, $2, (SELECT id FROM users WHERE id = $3))`,
      [view.path, view.referrer, req.session?.userId ?? null],
    );
  }
}
