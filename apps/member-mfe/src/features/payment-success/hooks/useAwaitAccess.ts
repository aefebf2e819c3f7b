import { useEffect } from 'react';
import { isSubscribedForNavigation } from '@bolo/contracts';
import { useAuth } from '@bolo/web';

/** How often, and how many times, the welcome screen re-reads the user while the webhook is pending. */
export const ACCESS_POLL_MS = 2000;
export const ACCESS_POLL_ATTEMPTS = 10;

/**
 * Access is granted by the server when the payment provider's webhook has been processed, which
 * may be a moment after the browser lands here. While the signed-in user has no subscription yet,
 * re-read the session a few times so the navigation shows the directory as soon as the server does.
 */
export function useAwaitAccess(enabled: boolean): void {
  const { user, refresh } = useAuth();
  const waiting = enabled && user !== null && !isSubscribedForNavigation(user);
  useEffect(() => {
    if (!waiting) return undefined;
    let attempts = 0;
    const timer = setInterval(() => {
      attempts += 1;
      if (attempts >= ACCESS_POLL_ATTEMPTS) clearInterval(timer);
      refresh().catch(() => undefined);
    }, ACCESS_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);
}
