import { ServerKitModule } from '@bolo/server-kit';
import { DynamicModule, Module } from '@nestjs/common';
import { AiModule } from './ai/ai.module';
import { BillingModule } from './billing/billing.module';
import type { WorkerConfig } from './config/worker-config';
import { EmailModule } from './email/email.module';
import { ImagesModule } from './images/images.module';
import { ImportsModule } from './imports/imports.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { AlertsModule } from './alerts/alerts.module';
import { QueuesModule } from './queues/queues.module';

/** Everything the worker process runs: the server kit, the queue consumers, one feature module per queue. */
@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        // Server kit: configuration, logging, database and repositories.
        // One connection per concurrent job plus one spare for the idempotency checks, plus one
        // per running import for the advisory lock it holds (ImportsRepository.tryLockRun in libs/db).
        // Job queues: the billing queue enqueues e-mails.
        ServerKitModule.forRoot({ service: 'worker', config, poolSize: 2 * config.concurrency + 1, jobQueues: true }),
        // Consumers: one BullMQ Worker per queue, bound to the @OnJob handlers below
        QueuesModule,
        // Features, one per queue
        ImagesModule,
        EmailModule,
        BillingModule,
        ImportsModule,
        AiModule,
        MaintenanceModule,
        AlertsModule,
      ],
    };
  }
}
