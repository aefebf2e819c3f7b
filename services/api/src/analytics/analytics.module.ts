import { Module } from '@nestjs/common';
import { AnalyticsDashboardController } from './analytics-dashboard.controller';
import { AnalyticsDashboardService } from './analytics-dashboard.service';
import { PageViewsController } from './page-views.controller';
import { PageViewsService } from './page-views.service';

/** Page views: the shell records them; admins read the 30-day summary. */
@Module({ controllers: [PageViewsController, AnalyticsDashboardController], providers: [PageViewsService, AnalyticsDashboardService] })
export class AnalyticsModule {}
