import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import sharp from 'sharp';
import { ConfigError, loadWorkerConfig } from './config/worker-config';
import { checkBackingServices, PreflightError } from '@bolo/preflight';
import { JsonLogger } from './logging/json-logger';
import { WorkerModule } from './worker.module';

/**
 * The background worker: no HTTP, only queue consumers (see src/<queue>/).
 *   1. read and validate the environment
 *   2. make sure PostgreSQL and Redis answer, or stop with one line saying which
 *   3. start the Nest context; the boot check binds every job to exactly one handler
 *   4. on SIGTERM/SIGINT: finish running jobs, close the queues, then the database
 */
async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = new JsonLogger(config.logLevel);

  await checkBackingServices(config.databaseUrl, config.redisUrl);

  sharp.concurrency(config.sharpConcurrency);
  sharp.cache(false); // every original is converted once; a decode cache only holds memory

  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger });
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  logger.log({ msg: 'worker ready', pid: process.pid }, 'Main');
}

main().catch((error: unknown) => {
  // Known start-up problems are one plain sentence; anything else keeps its stack.
  const known = error instanceof ConfigError || error instanceof PreflightError;
  process.stderr.write(`worker: ${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
