import type Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { DirectoryCache } from './directory-cache';

/** The four commands DirectoryCache uses, on a Map. */
function fakeRedis() {
  const store = new Map<string, string>();
  const redis = {
    store,
    get: jest.fn(async (key: string) => store.get(key) ?? null),
    // The bounded store script (SET plus its index); the bound itself is tested against Redis.
    eval: jest.fn(async (_script: string, _keys: number, key: string, _index: string, value: string) => {
      store.set(key, value);
      return 0;
    }),
    incr: jest.fn(async (key: string) => {
      const next = Number(store.get(key) ?? 0) + 1;
      store.set(key, String(next));
      return next;
    }),
  };
  return redis;
}

const cacheOn = (redis: ReturnType<typeof fakeRedis>, directoryCache = true) =>
  new DirectoryCache(redis as unknown as Redis, { redisKeyPrefix: 'p:', directoryCache, directoryCacheMaxEntries: 1000 } as AppConfig);

describe('DirectoryCache', () => {
  it('computes a value once, shares it while it runs and serves it from Redis afterwards', async () => {
    const redis = fakeRedis();
    const cache = cacheOn(redis);
    let resolve!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = cache.remember('v0:k', load);
    const b = cache.remember('v0:k', load);
    await new Promise((r) => setImmediate(r));
    resolve('page');
    expect([await a, await b]).toEqual(['page', 'page']);
    expect(await cache.remember('v0:k', load)).toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
    expect(redis.eval).toHaveBeenCalledWith(expect.any(String), 2, 'p:directory:v0:k', 'p:directory-index', 'page', DirectoryCache.TTL_SECONDS, expect.any(Number), 1000);
  });

  it('never keeps a failure', async () => {
    const cache = cacheOn(fakeRedis());
    await expect(cache.remember('v0:k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.remember('v0:k', async () => 'fresh')).toBe('fresh');
  });

  it('moves to a new version when the catalogue changes', async () => {
    const redis = fakeRedis();
    const cache = cacheOn(redis);
    expect(await cache.version()).toBe('0');
    await cache.catalogueChanged();
    expect(await cache.version()).toBe('1');
    expect(redis.store.get('p:catalogue:version')).toBe('1');
  });

  it('with DIRECTORY_CACHE=off, loads every time and never touches Redis', async () => {
    const redis = fakeRedis();
    const cache = cacheOn(redis, false);
    const load = jest.fn(async () => 'page');
    await cache.remember(`v${await cache.version()}:k`, load);
    await cache.remember(`v${await cache.version()}:k`, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(redis.get).not.toHaveBeenCalled();
    expect(redis.eval).not.toHaveBeenCalled();
  });
});
