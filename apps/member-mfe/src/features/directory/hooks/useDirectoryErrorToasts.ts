import { useEffect, useRef } from 'react';
import { DIRECTORY_MESSAGES } from '@bolo/contracts';
import { errorMessage, isAuthRequired, isRateLimited, isSubscriptionRequired, toast } from '@bolo/web';

/**
 * Spec member-side §8: the paywall answer toasts 'Subscription Required'; any other failure
 * (after its one retry) toasts 'Error loading items', except the reading limit (429), which says
 * why and for how long. Once per failed request.
 */
export function useDirectoryErrorToasts(error: unknown): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    // A 401 (session expired) shows the log-in screen instead; nothing failed that a toast could explain.
    if (!error || shown.current === error || isAuthRequired(error)) return;
    shown.current = error;
    toast({ ...directoryErrorText(error), variant: 'destructive' });
  }, [error]);
}

/** Title and text for a failed directory request: the paywall, the reading limit (429), or a plain failure. */
export function directoryErrorText(error: unknown): { title: string; description: string } {
  if (isSubscriptionRequired(error)) return DIRECTORY_MESSAGES.subscriptionRequired;
  if (isRateLimited(error)) return { title: DIRECTORY_MESSAGES.readingLimitedTitle, description: errorMessage(error) ?? DIRECTORY_MESSAGES.readingLimited };
  return DIRECTORY_MESSAGES.loadFailed;
}
