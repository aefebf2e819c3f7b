import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JsonLogger } from './json-logger';
import { LifecycleLogger } from './lifecycle-logger';

@Global()
@Module({
  providers: [{ provide: JsonLogger, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new JsonLogger(config.logLevel) }, LifecycleLogger],
  exports: [JsonLogger],
})
export class LoggingModule {}
