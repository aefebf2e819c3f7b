import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { createDataSource } from '@bolo/db';
import { DataSource } from 'typeorm';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/** Closes the pool last: Nest runs every beforeApplicationShutdown (queue workers) before any onApplicationShutdown. */
@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    this.logger.log('database pool closed');
  }
}

@Global()
@Module({
  providers: [
    {
      provide: DataSource,
      inject: [WORKER_CONFIG],
      // One connection per concurrent job plus one spare for the idempotency checks.
      useFactory: (config: WorkerConfig) => createDataSource(config.databaseUrl, config.concurrency + 1).initialize(),
    },
    DatabaseLifecycle,
  ],
  exports: [DataSource],
})
export class DatabaseModule {}
