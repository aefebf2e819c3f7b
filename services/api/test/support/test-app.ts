import { createDataSource, dropDatabase } from '@bolo/db';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { QUEUE_NAMES } from '@bolo/contracts';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { runMigrations } from '../../src/database/run-migrations';
import { configureApp } from '../../src/http/configure-app';

// Each file boots a whole app against real services; the default 5 s is too tight on a busy host.
jest.setTimeout(60_000);

const POSTGRES_SERVER = process.env.TEST_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

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
  const suffix = randomBytes(5).toString('hex');
  const databaseUrl = `${POSTGRES_SERVER}/bolo_test_${suffix}`;
  const redisKeyPrefix = `bolo-test-${suffix}:`;
  const queuePrefix = `bolo-test-${suffix}`;
  await runMigrations(databaseUrl);

  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: '4',
    REDIS_URL,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    QUEUE_PREFIX: queuePrefix,
    ...env,
  });

  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ rawBody: true });
  configureApp(app);
  await app.init();

  const db = createDataSource(databaseUrl, 2);
  await db.initialize();
  const redis = new Redis(REDIS_URL);
  const queueConnection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const imagesQueue = new Queue(QUEUE_NAMES.images, { connection: queueConnection, prefix: queuePrefix });
  const server = app.getHttpServer() as Server;

  return {
    app,
    server,
    db,
    redis,
    imagesQueue,
    redisKeyPrefix,
    agent: () => request.agent(server),
    async close() {
      await app.close();
      await db.destroy();
      await imagesQueue.obliterate({ force: true }).catch(() => undefined);
      await imagesQueue.close();
      await queueConnection.quit();
      await deleteKeys(redis, `${redisKeyPrefix}*`);
      await deleteKeys(redis, `${queuePrefix}:*`);
      await redis.quit();
      await dropDatabase(databaseUrl);
    },
  };
}

async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
