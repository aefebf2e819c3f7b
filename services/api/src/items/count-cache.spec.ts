import { CountCache } from './count-cache';

describe('CountCache', () => {
  afterEach(() => jest.useRealTimers());

  it('shares a running count between identical requests', async () => {
    const cache = new CountCache();
    let resolve!: (n: number) => void;
    const load = jest.fn(() => new Promise<number>((r) => (resolve = r)));
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    resolve(7);
    expect(await a).toBe(7);
    expect(await b).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reuses a finished count only for a moment', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new CountCache();
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    jest.setSystemTime(CountCache.TTL_MS + 1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps different filters apart and never caches a failure', async () => {
    const cache = new CountCache();
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 3)).toBe(3);
    expect(await cache.get('other', async () => 4)).toBe(4);
  });
});
