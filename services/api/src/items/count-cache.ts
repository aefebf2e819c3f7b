/**
 * Remembers directory totals for a moment and shares counts that are still running.
 *
 * Counting every match is the expensive half of a directory page (at 100k items an index-only
 * scan of all published rows, ~20 ms of database CPU), and it is the same for every page of a
 * filter. Requests arriving while an identical count runs share it, and a finished count is
 * reused for TTL_MS. The page itself is always read live; only the total may trail a change by
 * up to TTL_MS, far inside the 15 minutes browsers already keep the directory (spec §9).
 */
export class CountCache {
  static readonly TTL_MS = 2_000;
  private static readonly MAX_ENTRIES = 1_000;
  private readonly entries = new Map<string, { count: Promise<number>; expires: number }>();

  get(key: string, load: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.count;

    if (this.entries.size >= CountCache.MAX_ENTRIES) this.evict(now);
    const count = load();
    // Until it settles, the entry never expires, so identical requests wait for this one.
    const entry = { count, expires: Number.POSITIVE_INFINITY };
    this.entries.set(key, entry);
    count.then(
      () => {
        entry.expires = Date.now() + CountCache.TTL_MS;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key); // never cache a failure
      },
    );
    return count;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full (many distinct searches at once): drop the oldest entries.
    for (const key of this.entries.keys()) {
      if (this.entries.size < CountCache.MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }
}
