// Public item endpoints used by the home page. Endpoint names are global to the
// one shared API: another remote injecting the same name must define it identically.
import { api } from '@bolo/web';
import type { CountResponse, PreviewItem } from '@bolo/contracts';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBoloCount: build.query<CountResponse, void>({
      query: () => '/bolo-items/count',
      providesTags: ['Count'],
    }),
    getPreviewItems: build.query<PreviewItem[], void>({
      query: () => '/bolo-items/preview',
      transformResponse: (response: { items?: PreviewItem[] }) => response.items ?? [],
      providesTags: ['Preview'],
    }),
  }),
});

export const { useGetBoloCountQuery, useGetPreviewItemsQuery } = homeApi;
