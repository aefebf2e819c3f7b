import { useEffect, useRef } from 'react';
import { DIRECTORY_MESSAGES } from '@bolo/contracts';
import { isAuthRequired, isSubscriptionRequired, toast } from '@bolo/web';

/**
 * Spec member-side §8: the paywall answer toasts 'Subscription Required'; any other failure
 * (after its one retry) toasts 'Error loading items'. Once per failed request.
 */
export function useDirectoryErrorToasts(error: unknown): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    // A 401 (session expired) shows the log-in screen instead; nothing failed that a toast could explain.
    if (!error || shown.current === error || isAuthRequired(error)) return;
    shown.current = error;
    const message = isSubscriptionRequired(error) ? DIRECTORY_MESSAGES.subscriptionRequired : DIRECTORY_MESSAGES.loadFailed;
    toast({ ...message, variant: 'destructive' });
  }, [error]);
}
