import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JsonLogger } from '../logging/json-logger';
import { SESSION_MIDDLEWARE } from '../session/session.module';
import { originCheck } from './origin-check.middleware';
import { requestLog } from './request-log.middleware';
import { securityHeaders } from './security-headers.middleware';

/** HTTP set-up shared by main.ts and the integration tests, in the order requests meet it. */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  const logger = app.get(JsonLogger);
  app.useLogger(logger);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix('api');
  // The shell proxies /api on its own origin; CORS only matters for remotes served on other ports.
  app.enableCors({ origin: config.allowedOrigins, credentials: true });
  app.use(securityHeaders);
  app.use(requestLog(logger));
  app.use(originCheck(config.allowedOrigins));
  app.use(app.get<RequestHandler>(SESSION_MIDDLEWARE));
  app.enableShutdownHooks();
}
