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
 *   4. on SIGTERM/SIGINT (even during step 3): finish running jobs, close the queues, then the database
 */
async function main(): Promise<void> {
  const config = loadWorkerConfig();
  await checkBackingServices(config.databaseUrl, config.redisUrl);

  sharp.concurrency(config.sharpConcurrency);
  sharp.cache(false); // every original is converted once; a decode cache only holds memory

  // The queue workers take jobs as soon as they are bound, while the rest of the context still
  // starts (the job schedules). A stop asked for in that window is held until the shutdown hooks
  // are in place, then honoured by them, so a job already running finishes first.
  let early: NodeJS.Signals | null = null;
  const hold = (signal: NodeJS.Signals) => void (early ??= signal);
  process.on('SIGTERM', hold).on('SIGINT', hold);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  process.off('SIGTERM', hold).off('SIGINT', hold);
  app.get(Logger).log({ msg: 'worker ready', pid: process.pid }, 'Main');
  if (early) process.kill(process.pid, early);
}

runProcess('worker', main);
