import type { ContactRequest, ContactSuccessResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

export const contactApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    // POST /api/help/contact (spec admin-side §7). Never retried: a retry after a lost answer
    // would send support the same message twice; the visitor can press Send again.
    sendContactMessage: build.mutation<ContactSuccessResponse, ContactRequest>({
      query: (body) => ({ url: '/help/contact', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
