import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { configureApp } from './http/configure-app';
import { JsonLogger } from './logging/json-logger';
import { checkBackingServices, PreflightError } from '@bolo/preflight';

/**
 * The BOLO Directory API.
 *   1. read and validate configuration (config/)
 *   2. make sure PostgreSQL and Redis answer and the schema is migrated (@bolo/preflight)
 *   3. build the Nest app: infrastructure modules, then one module per feature (app.module.ts)
 *   4. HTTP pipeline: headers, request log, Origin check, Redis sessions (http/configure-app.ts)
 *   5. listen; SIGTERM/SIGINT close connections gracefully
 */
async function main(): Promise<void> {
  const config = await startupOrExit(async () => {
    const loaded = loadConfig();
    await checkBackingServices(loaded.databaseUrl, loaded.redisUrl);
    return loaded;
  });

  const app = await NestFactory.create<NestExpressApplication>(AppModule, { rawBody: true, bufferLogs: true });
  configureApp(app);
  await app.listen(config.port);
  app.get(JsonLogger).info('api listening', { port: config.port, env: config.nodeEnv });
}

/** Known start-up problems end the process with one readable line, not a stack trace. */
async function startupOrExit(step: () => Promise<AppConfig>): Promise<AppConfig> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof PreflightError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`API failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
