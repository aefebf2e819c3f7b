import { DynamicModule, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import type { LogFormat, LogLevel } from '../config/server-config';
import { createLogger, ROOT_LOGGER, type ServiceName } from './logger';

const SERVICE_NAME = Symbol('SERVICE_NAME');

/** Notes a graceful stop, after the other shutdown hooks have closed their connections. */
@Injectable()
class LifecycleLogger implements OnApplicationShutdown {
  constructor(
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_NAME) private readonly service: ServiceName,
  ) {}

  onApplicationShutdown(signal?: string): void {
    this.logger.info({ signal }, `${this.service} stopped`);
  }
}

/**
 * nestjs-pino on the process's one pino logger: `Logger` (give it to `app.useLogger` so Nest's
 * own logs and every `new Logger(context)` go through pino) and `PinoLogger` for injection.
 * The request log is not nestjs-pino's route middleware, which Nest would mount after the
 * `app.use()` middleware; the API mounts `requestLog()` first instead, so requests refused by
 * an earlier middleware (Origin check, sessions) are logged too.
 */
@Module({})
export class LoggingModule {
  static forRoot(service: ServiceName, level: LogLevel, format: LogFormat = 'json'): DynamicModule {
    const logger = createLogger(service, level, undefined, format);
    return {
      module: LoggingModule,
      global: true,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] })],
      providers: [{ provide: ROOT_LOGGER, useValue: logger }, { provide: SERVICE_NAME, useValue: service }, LifecycleLogger],
      exports: [ROOT_LOGGER, LoggerModule],
    };
  }
}
