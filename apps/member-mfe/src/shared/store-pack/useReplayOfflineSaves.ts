import { useEffect } from 'react';
import { api, useAppDispatch } from '@bolo/web';
import { useHydrated } from '../hooks/useHydrated';
import { queuedSaves } from './save-queue';

/** Sends the saves and un-saves made offline as soon as the page runs online, and again whenever the network comes back. */
export function useReplayOfflineSaves(): void {
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!hydrated || typeof localStorage === 'undefined') return;
    const replay = () => {
      if (navigator.onLine === false || queuedSaves().length === 0) return;
      void import('./offline-saves')
        .then(({ replayQueuedSaves }) => replayQueuedSaves())
        .then((sent) => {
          if (sent > 0) dispatch(api.util.invalidateTags(['Saved', 'SavedCheck']));
        });
    };
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [hydrated, dispatch]);
}
