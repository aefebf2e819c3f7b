import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AdminModule } from './admin/admin.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { HttpErrorFilter } from './http/http-error.filter';
import { ImagesModule } from './images/images.module';
import { ItemsModule } from './items/items.module';
import { LoggingModule } from './logging/logging.module';
import { QueuesModule } from './queues/queues.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RedisModule } from './redis/redis.module';
import { SavedBolosModule } from './saved-bolos/saved-bolos.module';
import { SessionModule } from './session/session.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    // Infrastructure
    ConfigModule,
    LoggingModule,
    DatabaseModule,
    RedisModule,
    SessionModule,
    QueuesModule,
    RateLimitModule,
    UsersModule,
    // Features, one folder each
    AuthModule,
    ItemsModule,
    SavedBolosModule,
    AdminModule,
    ImagesModule,
    AnalyticsModule,
    HealthModule,
  ],
  providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
})
export class AppModule {}
