import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';

type Callback = (err?: unknown, data?: unknown) => unknown;

/**
 * Rolling sessions make express-session renew the Redis TTL on every request: one extra Redis
 * round trip per API call. A 30-day expiry loses nothing if it is renewed at most once a minute
 * per session, so repeated touches within that minute are answered locally.
 */
export class TouchThrottledRedisStore extends RedisStore {
  static readonly TOUCH_INTERVAL_MS = 60_000;
  private static readonly MAX_TRACKED = 50_000;
  private readonly lastTouch = new Map<string, number>();

  override async touch(sid: string, sess: SessionData, cb?: Callback): Promise<unknown> {
    const now = Date.now();
    const last = this.lastTouch.get(sid);
    if (last !== undefined && now - last < TouchThrottledRedisStore.TOUCH_INTERVAL_MS) return cb?.();
    if (this.lastTouch.size >= TouchThrottledRedisStore.MAX_TRACKED) this.forgetOld(now);
    this.lastTouch.set(sid, now);
    return super.touch(sid, sess, cb);
  }

  override async destroy(sid: string, cb?: Callback): Promise<unknown> {
    this.lastTouch.delete(sid);
    return super.destroy(sid, cb);
  }

  override async set(sid: string, sess: SessionData, cb?: Callback): Promise<unknown> {
    this.lastTouch.set(sid, Date.now()); // a write renews the TTL as well
    return super.set(sid, sess, cb);
  }

  private forgetOld(now: number): void {
    for (const [sid, at] of this.lastTouch) {
      if (now - at >= TouchThrottledRedisStore.TOUCH_INTERVAL_MS) this.lastTouch.delete(sid);
    }
    if (this.lastTouch.size >= TouchThrottledRedisStore.MAX_TRACKED) this.lastTouch.clear();
  }
}
