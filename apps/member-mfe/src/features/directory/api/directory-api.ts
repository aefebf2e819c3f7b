// The paid directory's list (spec member-side §7): 15-minute cache hint, fresh 15 min,
// kept 60 min, one retry. The item count comes from @bolo/web (the home page shows it too).
import { DIRECTORY_CACHE_KEEP_SECONDS, DIRECTORY_FETCH_RETRIES } from '@bolo/contracts';
import type { ItemListResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';
import type { ListQueryArgs } from '../../../shared/lib/list-filters';

export const directoryApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getDirectoryItems: build.query<ItemListResponse, ListQueryArgs>({
      query: (params) => ({ url: '/bolo-items', params, headers: { Accept: 'application/json' } }),
      keepUnusedDataFor: DIRECTORY_CACHE_KEEP_SECONDS,
      // Refreshed after the back office writes an item (it invalidates 'Items').
      providesTags: ['Items'],
      // 4xx answers (403 SUBSCRIPTION_REQUIRED, 400) are never retried by the shared base query.
      extraOptions: { maxRetries: DIRECTORY_FETCH_RETRIES },
    }),
  }),
});

export const { useGetDirectoryItemsQuery, usePrefetch: useDirectoryPrefetch } = directoryApi;
