import { useCallback, useRef, useState } from 'react';
import { toast, useAuth } from '@bolo/web';
import { useLinkSubscriptionMutation } from '../api/payment-success-api';
import { LINK_FAILED, linkRefusalOf } from '../lib/link-refusal';
import type { LinkRefusal } from '../lib/link-refusal';
import { markSessionUsed } from '../lib/used-sessions';

export type LinkStatus = 'idle' | 'linking' | 'linked' | 'failed';

export interface LinkSession {
  status: LinkStatus;
  /** Why the last attempt failed: what the server answered (already linked, unknown, unpaid...). */
  refusal: LinkRefusal | null;
  /** True once an attempt has started (so the signed-in path and the form never both link). */
  started: () => boolean;
  /** Links the paid session to the signed-in user; `remember` adds it to the used list on success. */
  link: (remember: boolean) => Promise<boolean>;
}

/**
 * POST /api/link-subscription, then re-reads the session user so navigation and access follow
 * what the server now says. Access itself is granted by the server's webhook path: a user
 * still without access right after linking is simply shown the welcome. A refusal is kept
 * as the server gave it, so the page can show what it means instead of a welcome.
 */
export function useLinkSession(sessionId: string | null): LinkSession {
  const [linkSubscription] = useLinkSubscriptionMutation();
  const { refresh } = useAuth();
  const [status, setStatus] = useState<LinkStatus>('idle');
  const [refusal, setRefusal] = useState<LinkRefusal | null>(null);
  const startedRef = useRef(false);

  const link = useCallback(
    async (remember: boolean) => {
      if (!sessionId) return false;
      startedRef.current = true;
      setStatus('linking');
      setRefusal(null);
      const result = await linkSubscription({ sessionId });
      if ('error' in result && result.error) {
        const refused = linkRefusalOf(result.error);
        // The page states a definite answer itself; a toast only for a failure that may pass.
        if (refused.kind === 'failed') toast({ title: LINK_FAILED.title, description: refused.message, variant: 'destructive' });
        setRefusal(refused);
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
  return { status, refusal, started, link };
}
