import { useCallback, useState } from 'react';
import { CHECKOUT_MESSAGES } from '@bolo/contracts';
import type { PlanId } from '@bolo/contracts';
import { errorMessage, httpStatus, toast } from '@bolo/web';
import { useCreateCheckoutSessionMutation } from '../api/pricing-api';
import { leaveForCheckout } from '../lib/leave-for-checkout';

export interface Checkout {
  /** The plan whose request is running, or null. */
  processing: PlanId | null;
  choose: (plan: PlanId) => Promise<void>;
}

/**
 * Spec member-side §4/§8: the chosen plan reads 'Processing...' until the request ends, then the
 * browser goes to the returned checkout address. A failure or a missing address toasts
 * 'Subscription Failed'; a 409 (already subscribed) shows the server's message instead.
 */
export function useCheckout(): Checkout {
  const [createCheckoutSession] = useCreateCheckoutSessionMutation();
  const [processing, setProcessing] = useState<PlanId | null>(null);

  const choose = useCallback(
    async (plan: PlanId) => {
      setProcessing(plan);
      let url: string | undefined;
      try {
        const result = await createCheckoutSession({ plan });
        if ('error' in result && result.error) {
          const { title, description } = CHECKOUT_MESSAGES.subscriptionFailed;
          const serverMessage = httpStatus(result.error) === 409 ? errorMessage(result.error) : undefined;
          toast({ title, description: serverMessage ?? description, variant: 'destructive' });
          return;
        }
        url = typeof result.data?.url === 'string' && result.data.url ? result.data.url : undefined;
        if (!url) toast({ ...CHECKOUT_MESSAGES.subscriptionFailed, variant: 'destructive' });
      } finally {
        setProcessing(null);
      }
      if (url) leaveForCheckout(url);
    },
    [createCheckoutSession],
  );

  return { processing, choose };
}
