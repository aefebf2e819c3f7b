import { useCallback, useRef, useState } from 'react';
import { errorMessage, toast, useAuth } from '@bolo/web';
import { useLinkSubscriptionMutation } from '../api/payment-success-api';
import { markSessionUsed } from '../lib/used-sessions';

export type LinkStatus = 'idle' | 'linking' | 'linked' | 'failed';

/** UI text: the spec shows no answer of the link call. */
export const LINK_FAILED = {
  title: 'Subscription Not Linked',
  description: 'We could not link your payment to your account. Please try again or contact support.',
} as const;

export interface LinkSession {
  status: LinkStatus;
  /** Why the last attempt failed (the server's message when it gave one). */
  problem: string | null;
  /** True once an attempt has started (so the signed-in path and the form never both link). */
  started: () => boolean;
  /** Links the paid session to the signed-in user; `remember` adds it to the used list on success. */
  link: (remember: boolean) => Promise<boolean>;
}

/**
 * POST /api/link-subscription, then re-reads the session user so navigation and access follow
 * what the server now says. Access itself is granted by the server's webhook path: a user
 * still without access right after linking is simply shown the welcome.
 */
export function useLinkSession(sessionId: string | null): LinkSession {
  const [linkSubscription] = useLinkSubscriptionMutation();
  const { refresh } = useAuth();
  const [status, setStatus] = useState<LinkStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const startedRef = useRef(false);

  const link = useCallback(
    async (remember: boolean) => {
      if (!sessionId) return false;
      startedRef.current = true;
      setStatus('linking');
      setProblem(null);
      const result = await linkSubscription({ sessionId });
      if ('error' in result && result.error) {
        const message = errorMessage(result.error) ?? LINK_FAILED.description;
        toast({ title: LINK_FAILED.title, description: message, variant: 'destructive' });
        setProblem(message);
        setStatus('failed');
        return false;
      }
      if (remember) markSessionUsed(sessionId);
      try {
        // The account made on this page is signed in for good, as after sign-in (docs/decisions.md).
        await refresh({ remember });
      } catch {
        // Offline for a moment: the stored user is refreshed on the next session check.
      }
      setStatus('linked');
      return true;
    },
    [linkSubscription, refresh, sessionId],
  );

  const started = useCallback(() => startedRef.current, []);
  return { status, problem, started, link };
}
