import { dataSourceOptions, REPOSITORIES } from '@bolo/db';
import { DynamicModule, Injectable, Logger, Module, OnApplicationShutdown, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export { isDatabaseUnavailable } from './unavailable';

/**
 * Closes the pool last: Nest runs every beforeApplicationShutdown (the worker's queue workers
 * finish their running jobs there) before any onApplicationShutdown, so no job loses its
 * connection half way.
 */
@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  constructor(private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    this.logger.log('database pool closed');
  }
}

/** The one DataSource (`@bolo/db` options) and every repository built on it, for injection by class. */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string, poolSize: number): DynamicModule {
    const repositories: Provider[] = REPOSITORIES.map((Repository) => ({
      provide: Repository,
      inject: [DataSource],
      useFactory: (dataSource: DataSource) => new Repository(dataSource),
    }));
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(databaseUrl, poolSize),
            // Reachability is checked before boot with a clear message; no silent retry loop here.
            retryAttempts: 0,
          }),
        }),
      ],
      providers: [...repositories, DatabaseLifecycle],
      exports: [TypeOrmModule, ...REPOSITORIES],
    };
  }
}
