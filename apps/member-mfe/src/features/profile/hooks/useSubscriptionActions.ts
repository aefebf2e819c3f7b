import { useCallback, useState } from 'react';
import { PROFILE_MESSAGES } from '@bolo/contracts';
import type { SubscriptionResponse } from '@bolo/contracts';
import { toast, useAuth } from '@bolo/web';
import {
  useCancelSubscriptionMutation,
  useDowngradeSubscriptionMutation,
  useOpenBillingPortalMutation,
  useUpgradeSubscriptionMutation,
} from '../api/profile-api';
import { failureDescription } from '../lib/failure';
import { leaveForBillingPortal } from '../lib/leave-for-billing-portal';

export type SubscriptionAction = 'upgrade' | 'downgrade' | 'cancel' | 'portal';

// Spec §8: what each change means for the member, shown under the success title.
const SUCCESS = {
  upgrade: { title: PROFILE_MESSAGES.subscriptionUpgraded, description: 'You are now on the annual plan. The difference was charged right away, prorated.' },
  downgrade: { title: PROFILE_MESSAGES.subscriptionDowngraded, description: 'You will switch to the monthly plan at the end of the current billing period.' },
  cancel: { title: PROFILE_MESSAGES.subscriptionCancelled, description: 'You keep your access until the end of the current billing period.' },
} as const;

const FAILURE = {
  upgrade: PROFILE_MESSAGES.upgradeFailed,
  downgrade: PROFILE_MESSAGES.downgradeFailed,
  cancel: PROFILE_MESSAGES.cancellationFailed,
} as const;

/** UI text: the spec has no wording for the past-due card update. */
export const PORTAL_FAILED = { title: 'Could Not Open Billing', description: 'Unable to open the payment page. Please try again.' } as const;

type Settled = { data: SubscriptionResponse } | { error: unknown };

export interface SubscriptionActions {
  /** The action whose request runs (every control is disabled meanwhile). */
  pending: SubscriptionAction | null;
  run: (action: SubscriptionAction) => Promise<void>;
}

/** Upgrade, switch to monthly, cancel and the past-due card update, each with its toasts; the session user is re-read after a change. */
export function useSubscriptionActions(): SubscriptionActions {
  const { refresh } = useAuth();
  const [upgrade] = useUpgradeSubscriptionMutation();
  const [downgrade] = useDowngradeSubscriptionMutation();
  const [cancel] = useCancelSubscriptionMutation();
  const [openPortal] = useOpenBillingPortalMutation();
  const [pending, setPending] = useState<SubscriptionAction | null>(null);

  const run = useCallback(
    async (action: SubscriptionAction) => {
      setPending(action);
      try {
        if (action === 'portal') {
          const result = await openPortal();
          const url = 'data' in result ? result.data?.url : undefined;
          if (url) leaveForBillingPortal(url);
          else toast({ title: PORTAL_FAILED.title, description: failureDescription('error' in result ? result.error : undefined, PORTAL_FAILED.description), variant: 'destructive' });
          return;
        }
        const result: Settled = await (action === 'upgrade' ? upgrade() : action === 'downgrade' ? downgrade() : cancel());
        if ('error' in result && result.error) {
          toast({ title: FAILURE[action].title, description: failureDescription(result.error, FAILURE[action].description), variant: 'destructive' });
          return;
        }
        toast(SUCCESS[action]);
        // Navigation and access follow the session user.
        await refresh().catch(() => undefined);
      } finally {
        setPending(null);
      }
    },
    [cancel, downgrade, openPortal, refresh, upgrade],
  );

  return { pending, run };
}
