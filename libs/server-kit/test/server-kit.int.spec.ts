import { once } from 'node:events';
import { Database, REPOSITORIES } from '@bolo/db';
import { Test } from '@nestjs/testing';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { createTestDatabase, JobQueues, loadServerConfig, REDIS, SERVER_CONFIG, ServerKitModule, uniqueRedisPrefix, type TestDatabase } from '../src';

// The composition both processes rely on, against real PostgreSQL and Redis.
describe('ServerKitModule', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(1);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('provides the configuration, the DataSource, every repository, Redis and the job queues, and closes them', async () => {
    const config = loadServerConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', QUEUE_PREFIX: uniqueRedisPrefix(), REDIS_URL: process.env.REDIS_URL });
    const moduleRef = await Test.createTestingModule({
      imports: [ServerKitModule.forRoot({ service: 'worker', config, poolSize: 2, redis: true, jobQueues: true })],
    }).compile();
    await moduleRef.init();

    expect(moduleRef.get(SERVER_CONFIG)).toBe(config);
    const dataSource = moduleRef.get(DataSource);
    expect(dataSource.isInitialized).toBe(true);
    await expect(moduleRef.get(Database).ping()).resolves.toBeUndefined();
    for (const Repository of REPOSITORIES) expect(moduleRef.get(Repository)).toBeInstanceOf(Repository);
    expect(await moduleRef.get<Redis>(REDIS).ping()).toBe('PONG');
    const images = moduleRef.get(JobQueues).queue('images');
    expect([images.name, images.opts.prefix]).toEqual(['images', config.queuePrefix]);

    const redis = moduleRef.get<Redis>(REDIS);
    await moduleRef.close();
    expect(dataSource.isInitialized).toBe(false);
    // QUIT has been answered; the socket closes right after.
    if (redis.status !== 'end') await once(redis, 'end');
  });
});
