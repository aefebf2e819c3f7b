import 'reflect-metadata';
import { checkBackingServices, runProcess } from '@bolo/server-kit';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import sharp from 'sharp';
import { loadWorkerConfig } from './config/worker-config';
import { WorkerModule } from './worker.module';

/**
 * The background worker: no HTTP, only queue consumers (see src/<queue>/).
 *   1. read and validate the environment (config/, on @bolo/server-kit's shared loader)
 *   2. make sure PostgreSQL and Redis answer, or stop with one line saying which
 *   3. start the Nest context; the boot check binds every job to exactly one handler
 *   4. on SIGTERM/SIGINT: finish running jobs, close the queues, then the database
 */
async function main(): Promise<void> {
  const config = loadWorkerConfig();
  await checkBackingServices(config.databaseUrl, config.redisUrl);

  sharp.concurrency(config.sharpConcurrency);
  sharp.cache(false); // every original is converted once; a decode cache only holds memory

  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  app.get(Logger).log({ msg: 'worker ready', pid: process.pid }, 'Main');
}

runProcess('worker', main);
