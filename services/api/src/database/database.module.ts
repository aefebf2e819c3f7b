import { dataSourceOptions } from '@bolo/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.databaseUrl, config.dbPoolSize),
        // Reachability is checked before boot with a clear message; no silent retry loop here.
        retryAttempts: 0,
      }),
    }),
  ],
})
export class DatabaseModule {}
