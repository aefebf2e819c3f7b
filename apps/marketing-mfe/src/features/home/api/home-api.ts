// The home page's members-only preview. The item count it also shows comes from @bolo/web.
import type { PreviewItem, PreviewResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

export const homeApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getPreviewItems: build.query<PreviewItem[], void>({
      query: () => '/bolo-items/preview',
      transformResponse: (response: Partial<PreviewResponse>) => response.items ?? [],
    }),
  }),
});

export const { useGetPreviewItemsQuery } = homeApi;
