import { requestLog, ROOT_LOGGER, SERVER_CONFIG } from '@bolo/server-kit';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Request, RequestHandler } from 'express';
import { Logger } from 'nestjs-pino';
import type { Logger as Pino } from 'pino';
import type { AppConfig } from '../config/app-config';
import { IMPORTS_PATH, pasteBodyParser } from '../imports/paste-body-parser';
import { ADMIN_BLOG_PATH, blogBodyParser } from '../blog/blog-body-parser';
import { QUEUES_DASHBOARD_PATH, QueuesDashboard } from '../queues-dashboard/queues-dashboard';
import { SESSION_MIDDLEWARE } from '../session/session.module';
import { cachePolicy } from './cache-policy.middleware';
import { jsonBody } from './json-body';
import { originCheck } from './origin-check.middleware';
import { securityHeaders } from './security-headers.middleware';

/** HTTP set-up shared by main.ts and the integration tests, in the order requests meet it. */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(SERVER_CONFIG);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix('api');
  // The shell proxies /api on its own origin; CORS only matters for remotes served on other ports.
  app.enableCors({ origin: config.allowedOrigins, credentials: true });
  app.use(securityHeaders);
  app.use(cachePolicy);
  // gzip (or brotli) for JSON and the CSV reports; pictures are already compressed and pass as they are.
  app.use(compression());
  // Before the Origin check and sessions, so the requests they refuse are logged too.
  app.use(requestLog(app.get<Pino>(ROOT_LOGGER), { fields: (req) => ({ userId: (req as Request).session?.userId }) }));
  app.use(originCheck(config.allowedOrigins));
  app.use(app.get<RequestHandler>(SESSION_MIDDLEWARE));
  // After sessions, since both check who is signed in: the paste import's larger JSON body, and
  // Bull Board; then every other JSON body.
  app.use(IMPORTS_PATH, pasteBodyParser());
  app.use(ADMIN_BLOG_PATH, blogBodyParser());
  app.use(QUEUES_DASHBOARD_PATH, ...app.get(QueuesDashboard).handlers());
  app.use(jsonBody());
  app.enableShutdownHooks();
}
