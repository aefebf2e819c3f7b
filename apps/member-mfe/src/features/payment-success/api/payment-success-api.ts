// Linking a paid checkout session to the signed-in account (spec member-side §4, §7).
// Not retried here: the page decides what a failure means (and offers Try Again).
import type { LinkSubscriptionInput, SubscriptionResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

export const paymentSuccessApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    linkSubscription: build.mutation<SubscriptionResponse, LinkSubscriptionInput>({
      query: (body) => ({ url: '/link-subscription', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useLinkSubscriptionMutation } = paymentSuccessApi;
