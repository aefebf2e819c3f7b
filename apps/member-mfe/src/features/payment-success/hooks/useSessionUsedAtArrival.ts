import { useState, useSyncExternalStore } from 'react';
import { isSessionUsed } from '../lib/used-sessions';

// The used list changes only through this page, which reads it once: nothing to subscribe to.
const noSubscription = () => () => undefined;

/**
 * Whether this browser had already used the checkout session id when the page opened, or null
 * while that cannot be known: the server cannot see browser storage, so the server render and
 * the hydration that follows both read null (the same markup, no mismatch) and the stored answer
 * comes right after hydration. A page opened in the browser knows it at once.
 *
 * Read once per id: creating the account here adds the id to the list, and that must not turn
 * this very page into 'Account Ready!'.
 */
export function useSessionUsedAtArrival(sessionId: string | null): boolean | null {
  const [arrival] = useState<{ id?: string | null; used?: boolean }>(() => ({}));
  const readOnce = () => {
    if (arrival.id !== sessionId || arrival.used === undefined) {
      arrival.id = sessionId;
      arrival.used = sessionId !== null && isSessionUsed(sessionId);
    }
    return arrival.used;
  };
  return useSyncExternalStore(noSubscription, readOnce, () => null);
}
