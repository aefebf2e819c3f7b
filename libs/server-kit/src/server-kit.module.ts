import { DynamicModule, Module } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from './config/server-config';
import { DatabaseModule } from './database/database.module';
import type { ServiceName } from './logging/logger';
import { LoggingModule } from './logging/logging.module';
import { resolveLogFormat } from './logging/pretty';
import { JobQueuesModule } from './queues/job-queues';
import { RedisModule } from './redis/redis.module';

export interface ServerKitOptions {
  service: ServiceName;
  /** Loaded once by main.ts (or the test) with the process's `defineConfig` loader. */
  config: ServerConfig;
  /** Database connections of this process; DB_POOL_SIZE unless the process sizes its own. */
  poolSize?: number;
  /** The shared ioredis client (`REDIS`). */
  redis?: boolean;
  /** BullMQ producers (`JobQueues`). */
  jobQueues?: boolean;
}

/**
 * Everything a server process stands on, global to its feature modules: configuration
 * (`SERVER_CONFIG`), logging (nestjs-pino `Logger`/`PinoLogger`, `ROOT_LOGGER`), the database
 * (DataSource and every repository), and on request the Redis client and the job queues.
 */
@Module({})
export class ServerKitModule {
  static forRoot({ service, config, poolSize = config.dbPoolSize, redis = false, jobQueues = false }: ServerKitOptions): DynamicModule {
    return {
      module: ServerKitModule,
      global: true,
      imports: [
        LoggingModule.forRoot(service, config.logLevel, resolveLogFormat(config.logFormat, config.isProduction)),
        DatabaseModule.forRoot(config.databaseUrl, poolSize),
        ...(redis ? [RedisModule.forRoot(config.redisUrl)] : []),
        ...(jobQueues ? [JobQueuesModule.forRoot(config.redisUrl, config.queuePrefix)] : []),
      ],
      providers: [{ provide: SERVER_CONFIG, useValue: config }],
      exports: [SERVER_CONFIG],
    };
  }
}
