import { ServerKitModule } from '@bolo/server-kit';
import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AdminModule } from './admin/admin.module';
import { AdminCommentsModule } from './admin-comments/admin-comments.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { BlogModule } from './blog/blog.module';
import { CommentsModule } from './comments/comments.module';
import type { AppConfig } from './config/app-config';
import { GenerateModule } from './generate/generate.module';
import { HealthModule } from './health/health.module';
import { HelpModule } from './help/help.module';
import { ClientTextMiddleware } from './http/client-text.middleware';
import { HttpErrorFilter } from './http/http-error.filter';
import { ImagesModule } from './images/images.module';
import { ImportsModule } from './imports/imports.module';
import { ItemsModule } from './items/items.module';
import { ItemWritesModule } from './item-writes/item-writes.module';
import { ProfileModule } from './profile/profile.module';
import { QueuesDashboardModule } from './queues-dashboard/queues-dashboard.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SavedBolosModule } from './saved-bolos/saved-bolos.module';
import { StorePackModule } from './store-pack/store-pack.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { AlertsModule } from './alerts/alerts.module';
import { NotificationsModule } from './notifications/notifications.module';
import { SessionModule } from './session/session.module';

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Server kit: configuration, logging, database and repositories, Redis, job queues
        ServerKitModule.forRoot({ service: 'api', config, redis: true, jobQueues: true }),
        // HTTP infrastructure
        SessionModule,
        RateLimitModule,
        // Features, one folder each
        AuthModule,
        ItemsModule,
        ItemWritesModule,
        SavedBolosModule,
        StorePackModule,
        SavedSearchesModule,
        AlertsModule,
        NotificationsModule,
        ProfileModule,
        AdminModule,
        ImportsModule,
        QueuesDashboardModule,
        ImagesModule,
        AnalyticsModule,
        HealthModule,
        BillingModule,
        GenerateModule,
        CommentsModule,
        AdminCommentsModule,
        BlogModule,
        HelpModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
    };
  }

  /** Module middleware runs after the body parsers, unlike app.use in configure-app.ts. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ClientTextMiddleware).forRoutes('*path');
  }
}
