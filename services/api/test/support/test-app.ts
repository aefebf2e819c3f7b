import { createTestDatabase, deleteRedisKeys, JobQueues, uniqueRedisPrefix } from '@bolo/server-kit';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { Server } from 'node:http';
import supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { loadApiConfig } from '../../src/config/app-config';
import { configureApp } from '../../src/http/configure-app';

// Each file boots a whole app against real services; the default 5 s is too tight on a busy host.
jest.setTimeout(60_000);

/** The page origin test clients name, as a browser on the site does: one of ALLOWED_ORIGINS. */
export const TEST_ORIGIN = 'http://localhost:4200';

type App = Parameters<typeof supertest>[0];
const browserLike = (app: App) => supertest.agent(app).set('Origin', TEST_ORIGIN);

/**
 * supertest with every request naming TEST_ORIGIN, since the API refuses state-changing requests
 * that name no origin. `request(server)` keeps no cookies from one call to the next (a new jar
 * each time), `request.agent(server)` keeps them like one browser. A test of the Origin rule
 * itself uses plain supertest, or `.unset('Origin')` on one call.
 */
export const request = Object.assign(browserLike, { agent: browserLike });

export interface TestApp {
  app: INestApplication;
  server: Server;
  /** A separate connection for arranging data and checking effects. */
  db: DataSource;
  redis: Redis;
  imagesQueue: Queue;
  redisKeyPrefix: string;
  /** A cookie-keeping client, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

/**
 * Boots the real AppModule against a throwaway database (bolo_test_<random>, migrated) and
 * private Redis prefixes, exactly as main.ts configures it.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(2);
  const queuePrefix = uniqueRedisPrefix();
  const redisKeyPrefix = `${queuePrefix}:`;
  const config = loadApiConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    DB_POOL_SIZE: '4',
    REDIS_KEY_PREFIX: redisKeyPrefix,
    QUEUE_PREFIX: queuePrefix,
    // Files that browse a lot as one member would spend its anti-scraping budget; the budgets'
    // own tests (hardening.int.spec.ts) turn them on.
    MEMBER_BUDGETS: 'off',
    // The origin the test clients name (TEST_ORIGIN), whatever the environment says.
    ALLOWED_ORIGINS: `${TEST_ORIGIN},http://127.0.0.1:4200`,
    ...env,
  });

  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ rawBody: true });
  configureApp(app);
  await app.init();

  const redis = new Redis(config.redisUrl);
  // The app's own producer queue, so tests see exactly what the API enqueued.
  const imagesQueue = app.get(JobQueues).queue('images');
  const server = app.getHttpServer() as Server;

  return {
    app,
    server,
    db: database.dataSource,
    redis,
    imagesQueue,
    redisKeyPrefix,
    agent: () => request.agent(server),
    async close() {
      await imagesQueue.obliterate({ force: true }).catch(() => undefined);
      await app.close();
      await deleteRedisKeys(redis, `${redisKeyPrefix}*`);
      await deleteRedisKeys(redis, `${queuePrefix}:*`);
      await redis.quit();
      await database.drop();
    },
  };
}
