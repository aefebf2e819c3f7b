// Checkout (spec member-side §7). The user comes from the session cookie, so the body is the plan only.
import type { CheckoutRequest, CheckoutResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

export const pricingApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<CheckoutResponse, CheckoutRequest>({
      query: (body) => ({ url: '/create-checkout-session', method: 'POST', body }),
    }),
  }),
});

export const { useCreateCheckoutSessionMutation } = pricingApi;
