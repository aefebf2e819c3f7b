import { useEffect } from 'react';

/**
 * Answers from the store pack give way to the server's as soon as the network is back: at once
 * if it already is when the page shows them (the cache kept them), else on the browser's
 * 'online' event.
 */
export function useRefetchWhenOnline(fromPack: boolean, ...refetches: Array<() => unknown>): void {
  useEffect(() => {
    if (!fromPack) return;
    const refetchAll = () => refetches.forEach((refetch) => void refetch());
    if (navigator.onLine) {
      refetchAll();
      return;
    }
    window.addEventListener('online', refetchAll);
    return () => window.removeEventListener('online', refetchAll);
    // The effect follows `fromPack` alone: the refetch functions belong to the same queries throughout.
  }, [fromPack]);
}
