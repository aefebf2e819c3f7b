import 'reflect-metadata';
import { checkBackingServices, runProcess } from '@bolo/server-kit';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { loadApiConfig } from './config/app-config';
import { configureApp } from './http/configure-app';

/**
 * The BOLO Directory API.
 *   1. read and validate configuration (config/, on @bolo/server-kit's shared loader)
 *   2. make sure PostgreSQL and Redis answer and the schema is migrated (server-kit preflight)
 *   3. build the Nest app: the server kit, then one module per feature (app.module.ts)
 *   4. HTTP pipeline: headers, request log, Origin check, Redis sessions (http/configure-app.ts)
 *   5. listen on PORT at HOST (every interface unless set; `npm start` keeps it to 127.0.0.1);
 *      SIGTERM/SIGINT close connections gracefully
 * A bad configuration or a missing service ends the process with one line and exit 1.
 */
async function main(): Promise<void> {
  const config = loadApiConfig();
  await checkBackingServices(config.databaseUrl, config.redisUrl);

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { rawBody: true, bufferLogs: true });
  configureApp(app);
  // Without HOST, Node's default: every interface, IPv6 and IPv4 (what a container needs).
  await (config.host === undefined ? app.listen(config.port) : app.listen(config.port, config.host));
  app.get(Logger).log({ msg: 'api listening', host: config.host ?? 'every interface', port: config.port, env: config.nodeEnv }, 'Main');
}

runProcess('api', main);
