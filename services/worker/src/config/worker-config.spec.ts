import { ConfigError, loadWorkerConfig } from './worker-config';

describe('loadWorkerConfig', () => {
  it('uses localhost and the documented defaults in development', () => {
    expect(loadWorkerConfig({})).toMatchObject({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/bolo',
      redisUrl: 'redis://127.0.0.1:6379',
      queuePrefix: 'bull',
      concurrency: 2,
      lockDurationMs: 30_000,
      stalledIntervalMs: 30_000,
    });
  });

  it('reads numbers from the environment', () => {
    const config = loadWorkerConfig({ WORKER_CONCURRENCY: '4', WORKER_LOCK_DURATION_MS: '3000' });
    expect(config).toMatchObject({ concurrency: 4, lockDurationMs: 3000, stalledIntervalMs: 3000 });
  });

  it('reports every problem at once', () => {
    expect(() => loadWorkerConfig({ DATABASE_URL: 'mysql://x', WORKER_CONCURRENCY: '0' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ address; WORKER_CONCURRENCY/,
    );
  });

  it('requires explicit addresses in production', () => {
    expect(() => loadWorkerConfig({ NODE_ENV: 'production' })).toThrow(new ConfigError('invalid configuration: DATABASE_URL and REDIS_URL must be set in production'));
  });
});
