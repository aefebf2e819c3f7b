import { useEffect } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { canKeepPacks, readPack } from './pack-storage';
import { syncStorePack } from './pack-sync';

/** Background syncs at most this often (issue 21: "at most once an hour"). */
const SYNC_EVERY_MS = 60 * 60 * 1000;
/** After the page has started, so the pack never competes with what the member opened. */
const START_AFTER_MS = 3000;
/** The sync of this app load (one per load, whichever page starts it). */
let openedSync: Promise<unknown> | null = null;

/**
 * Keeps the store pack on this device current while a member browses online: downloaded on the
 * first visit, synced once each time the app opens, then at most hourly. An account without
 * access loses its pack (syncStorePack).
 */
export function useStorePackSync(enabled: boolean): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || !enabled || !canKeepPacks()) return;
    let stopped = false;
    const syncIfDue = async () => {
      if (stopped || navigator.onLine === false) return;
      const kept = await readPack().catch(() => null);
      if (!kept || Date.now() - kept.syncedAt >= SYNC_EVERY_MS) await syncStorePack();
    };
    const first = setTimeout(() => {
      if (stopped || navigator.onLine === false) return;
      openedSync ??= syncStorePack();
    }, START_AFTER_MS);
    const hourly = setInterval(() => void syncIfDue(), SYNC_EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(hourly);
    };
  }, [hydrated, enabled]);
}
