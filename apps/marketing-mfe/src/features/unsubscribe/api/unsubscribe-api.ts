// The unsubscribe link of the e-mails (issue 22): what the link would stop, asked without a
// session. The page definition (../pages.ts) dispatches the same endpoint with the same token on
// the server, so the first HTML and the hydrated page read one cache entry. The unsubscribe
// itself is a plain form post to the API (the page works with scripts off): no mutation here.
import type { UnsubscribePreview } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

export const unsubscribeApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getUnsubscribePreview: build.query<UnsubscribePreview, string>({
      query: (token) => ({ url: '/unsubscribe', params: { token } }),
    }),
  }),
});

export const { useGetUnsubscribePreviewQuery } = unsubscribeApi;
