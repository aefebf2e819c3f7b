// The paid directory's list (spec member-side §7): 15-minute cache hint, fresh 15 min,
// kept 60 min, one retry; and its facet counts (issue 20), cached the same way. The item count
// comes from @bolo/web (the home page shows it too).
import { DIRECTORY_CACHE_KEEP_SECONDS, DIRECTORY_FETCH_RETRIES } from '@bolo/contracts';
import type { DirectoryFacets, ItemListResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';
import type { DirectoryFacetArgs, DirectoryQueryArgs } from '../../../shared/lib/list-filters';
import { networkOrPack } from '../../../shared/store-pack/network-or-pack';
import type { OfflineMark } from '../../../shared/store-pack/offline-directory';

// The offline answers' code loads only when the network is missing.
const offline = () => import('../../../shared/store-pack/offline-directory');

export const directoryApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    // Without a network, from the store pack on this device (issue 21).
    getDirectoryItems: build.query<ItemListResponse & OfflineMark, DirectoryQueryArgs>({
      queryFn: (params, _api, _extra, fetchFromNetwork) =>
        networkOrPack<ItemListResponse & OfflineMark>(fetchFromNetwork, { url: '/bolo-items', params, headers: { Accept: 'application/json' } }, () => offline().then((answers) => answers.offlineDirectoryPage(params))),
      keepUnusedDataFor: DIRECTORY_CACHE_KEEP_SECONDS,
      // Refreshed after the back office writes an item (it invalidates 'Items').
      providesTags: ['Items'],
      // 4xx answers (403 SUBSCRIPTION_REQUIRED, 400) are never retried by the shared base query.
      extraOptions: { maxRetries: DIRECTORY_FETCH_RETRIES },
    }),
    // Its arguments have no page, limit or order: paging or reordering reads the same entry.
    getDirectoryFacets: build.query<DirectoryFacets & OfflineMark, DirectoryFacetArgs>({
      queryFn: (params, _api, _extra, fetchFromNetwork) =>
        networkOrPack<DirectoryFacets & OfflineMark>(fetchFromNetwork, { url: '/bolo-items/facets', params, headers: { Accept: 'application/json' } }, () => offline().then((answers) => answers.offlineDirectoryFacets(params))),
      keepUnusedDataFor: DIRECTORY_CACHE_KEEP_SECONDS,
      providesTags: ['Items'],
      extraOptions: { maxRetries: DIRECTORY_FETCH_RETRIES },
    }),
  }),
});

export const { useGetDirectoryItemsQuery, useGetDirectoryFacetsQuery, usePrefetch: useDirectoryPrefetch } = directoryApi;
