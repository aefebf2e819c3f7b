import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { JsonLogger } from './json-logger';

/** Notes a graceful stop, after connections have been closed by the other shutdown hooks. */
@Injectable()
export class LifecycleLogger implements OnApplicationShutdown {
  constructor(private readonly logger: JsonLogger) {}

  onApplicationShutdown(signal?: string): void {
    this.logger.info('api stopped', { signal });
  }
}
