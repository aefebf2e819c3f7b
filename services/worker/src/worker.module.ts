import { DynamicModule, Module } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from './config/worker-config';
import { DatabaseModule } from './database/database.module';
import { ImagesModule } from './images/images.module';
import { QueuesModule } from './queues/queues.module';

/** Everything the worker process runs; one feature module per queue. */
@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      global: true,
      providers: [{ provide: WORKER_CONFIG, useValue: config }],
      exports: [WORKER_CONFIG],
      imports: [DatabaseModule, QueuesModule, ImagesModule],
    };
  }
}
