import { useEffect } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { useReplayOfflineSaves } from './useReplayOfflineSaves';

/** After the page has started, so the pack never competes with what the member opened. */
const START_AFTER_MS = 3000;
const CHECK_EVERY_MS = 10 * 60 * 1000;
/** The sync of this app load (one per load, whichever page starts it). */
let openedSync: Promise<unknown> | null = null;

const syncWhenDue = (opening: boolean) => import('./sync-when-due').then((module) => module.syncWhenDue(opening)).catch(() => undefined);

/**
 * Keeps the store pack on this device current while a member browses online (sync-when-due.ts):
 * once each time the app opens, then at most hourly. An account without access loses its pack.
 * The code that syncs loads only when it runs, after the page has started.
 */
export function useStorePackSync(): void {
  const hydrated = useHydrated();
  useReplayOfflineSaves();
  useEffect(() => {
    if (!hydrated || typeof indexedDB === 'undefined') return;
    const first = setTimeout(() => {
      if (navigator.onLine !== false) openedSync ??= syncWhenDue(true);
    }, START_AFTER_MS);
    const later = setInterval(() => void syncWhenDue(false), CHECK_EVERY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(later);
    };
  }, [hydrated]);
}
