// The members-only preview that the public pages show blurred (home, /landing, /lp/...). The API
// masks it before it leaves the server: block characters for the name, prices and platforms.
import type { PreviewItem, PreviewResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

export const previewApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getPreviewItems: build.query<PreviewItem[], void>({
      query: () => '/bolo-items/preview',
      transformResponse: (response: Partial<PreviewResponse>) => response.items ?? [],
    }),
  }),
});

export const { useGetPreviewItemsQuery } = previewApi;
