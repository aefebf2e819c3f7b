import { Controller, Get, Header } from '@nestjs/common';
import type { AnalyticsDashboardResponse } from '@bolo/contracts';
import { AdminOnly } from '../auth/access.decorators';
import { AnalyticsDashboardService } from './analytics-dashboard.service';

@Controller('admin/analytics')
@AdminOnly()
export class AnalyticsDashboardController {
  constructor(private readonly dashboard: AnalyticsDashboardService) {}

  /** Views per day (30 UTC days, zeros filled), top pages, top external referrers, total. */
  @Get()
  @Header('Cache-Control', 'private, no-store')
  summary(): Promise<AnalyticsDashboardResponse> {
    return this.dashboard.summary();
  }
}
