// The paid directory's calls (spec member-side §7): the list (15-minute cache hint, fresh
// 15 min, kept 60 min, one retry) and the active item count for the header.
import { DIRECTORY_CACHE_KEEP_SECONDS, DIRECTORY_FETCH_RETRIES } from '@bolo/contracts';
import type { CountResponse, ItemListResponse } from '@bolo/contracts';
import { api } from '@bolo/web';
import type { ListQueryArgs } from '../../../lib/list-filters';

export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDirectoryItems: build.query<ItemListResponse, ListQueryArgs>({
      query: (params) => ({ url: '/bolo-items', params, headers: { Accept: 'application/json' } }),
      providesTags: [{ type: 'Items', id: 'LIST' }],
      keepUnusedDataFor: DIRECTORY_CACHE_KEEP_SECONDS,
      // 4xx answers (403 SUBSCRIPTION_REQUIRED, 400) are never retried by the shared base query.
      extraOptions: { maxRetries: DIRECTORY_FETCH_RETRIES },
    }),
    // Same name and definition as the marketing remote's: endpoint names are global to the
    // one shared API, and this way both remotes share one cached count.
    getBoloCount: build.query<CountResponse, void>({
      query: () => '/bolo-items/count',
      providesTags: ['Count'],
    }),
  }),
});

export const { useGetDirectoryItemsQuery, useGetBoloCountQuery, usePrefetch: useDirectoryPrefetch } = directoryApi;
