import { z } from 'zod';
import { ConfigError, defineConfig, loadServerConfig, optional, SERVER_DEFAULTS, wholeNumber } from './server-config';

describe('the shared configuration loader', () => {
  it('uses localhost and the documented defaults in development', () => {
    expect(loadServerConfig({})).toEqual({
      nodeEnv: 'development',
      isProduction: false,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/bolo',
      dbPoolSize: 10,
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'bolo:',
      queuePrefix: 'bull',
      logLevel: 'info',
    });
    expect(SERVER_DEFAULTS.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('treats an empty variable as unset', () => {
    expect(loadServerConfig({ DATABASE_URL: '', DB_POOL_SIZE: '', LOG_LEVEL: '', QUEUE_PREFIX: '' })).toMatchObject({
      databaseUrl: SERVER_DEFAULTS.databaseUrl,
      dbPoolSize: 10,
      logLevel: 'info',
      queuePrefix: 'bull',
    });
  });

  it('reads the shared variables', () => {
    const config = loadServerConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgresql://u@db/x',
      DB_POOL_SIZE: '4',
      REDIS_URL: 'rediss://cache:6380',
      REDIS_KEY_PREFIX: 'p:',
      QUEUE_PREFIX: 'q-1',
      LOG_LEVEL: 'silent',
    });
    expect(config).toEqual({
      nodeEnv: 'test',
      isProduction: false,
      databaseUrl: 'postgresql://u@db/x',
      dbPoolSize: 4,
      redisUrl: 'rediss://cache:6380',
      redisKeyPrefix: 'p:',
      queuePrefix: 'q-1',
      logLevel: 'silent',
    });
  });

  it('reports every problem at once, each naming its variable', () => {
    let error: unknown;
    try {
      loadServerConfig({ NODE_ENV: 'staging', DATABASE_URL: 'mysql://x', DB_POOL_SIZE: '0', REDIS_URL: 'http://r', QUEUE_PREFIX: 'a:b', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      'Invalid configuration: NODE_ENV must be development, production or test; ' +
        'DATABASE_URL must be a URL starting with postgres:// or postgresql://; ' +
        'DB_POOL_SIZE must be a number from 1 to 200; ' +
        'REDIS_URL must be a URL starting with redis:// or rediss://; ' +
        'QUEUE_PREFIX may only contain letters, digits, - and _; ' +
        'LOG_LEVEL must be debug, info, warn, error or silent',
    );
  });

  it('requires explicit addresses in production', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError('Invalid configuration: DATABASE_URL and REDIS_URL must be set in production'),
    );
    expect(() => loadServerConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bolo', REDIS_URL: '' })).toThrow(
      new ConfigError('Invalid configuration: REDIS_URL must be set in production'),
    );
    // A process that only uses the database (migrate) asks for that one alone.
    expect(loadServerConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bolo' }, ['DATABASE_URL']).isProduction).toBe(true);
  });

  describe('a process extension', () => {
    const loadDemo = defineConfig({
      variables: { DEMO_SIZE: optional(wholeNumber('DEMO_SIZE', 1).default(3)), DEMO_MODE: optional(z.enum(['a', 'b'], { error: 'DEMO_MODE must be a or b' }).optional()) },
      rules: (env) => [env.NODE_ENV === 'production' && env.DEMO_MODE === undefined && 'DEMO_MODE is required in production'],
      build: (env) => ({ size: env.DEMO_SIZE, mode: env.DEMO_MODE ?? 'a' }),
    });

    it('adds its own variables to the shared ones', () => {
      expect(loadDemo({ DEMO_SIZE: '5', REDIS_KEY_PREFIX: 'x:' })).toMatchObject({ size: 5, mode: 'a', redisKeyPrefix: 'x:', queuePrefix: 'bull' });
    });

    it('lists its problems together with the shared ones, its rules last', () => {
      expect(() => loadDemo({ NODE_ENV: 'production', DEMO_SIZE: '1.5', LOG_LEVEL: 'x' })).toThrow(
        new ConfigError(
          'Invalid configuration: LOG_LEVEL must be debug, info, warn, error or silent; DEMO_SIZE must be a whole number of at least 1; ' +
            'DATABASE_URL and REDIS_URL must be set in production; DEMO_MODE is required in production',
        ),
      );
    });
  });
});
