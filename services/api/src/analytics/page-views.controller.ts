import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { pageViewSchema, type PageViewInput } from '@bolo/contracts';
import type { Request } from 'express';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { RateLimitPerIp } from '../rate-limit/rate-limit.guard';
import '../session/session-data';
import { PageViewsService } from './page-views.service';

@Controller('analytics')
export class PageViewsController {
  constructor(private readonly pageViews: PageViewsService) {}

  @Post('page-views')
  @HttpCode(204)
  @RateLimitPerIp('pageViewsPerIp')
  async record(@Body(new ZodValidationPipe(pageViewSchema)) view: PageViewInput, @Req() req: Request): Promise<void> {
    await this.pageViews.record(view, req.session?.userId);
  }
}
