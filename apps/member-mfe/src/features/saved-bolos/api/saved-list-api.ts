// The member's saved list (spec member-side §7). Saving and removing live in src/shared/api/saved-bolos.ts
// and refresh every page of this list through the shared tag.
import { DEFAULT_CACHE_FRESH_SECONDS } from '@bolo/contracts';
import type { SavedListResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';
import { SAVED_LIST_TAG } from '../../../shared/api/saved-bolos';
import type { ListQueryArgs } from '../../../shared/lib/list-filters';
import { networkOrPack } from '../../../shared/store-pack/network-or-pack';
import type { OfflineMark } from '../../../shared/store-pack/offline-directory';

export const savedListApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    // Without a network, from the store pack on this device (issue 21).
    getSavedBolos: build.query<SavedListResponse & OfflineMark, ListQueryArgs>({
      queryFn: (params, _api, _extra, fetchFromNetwork) => networkOrPack<SavedListResponse & OfflineMark>(fetchFromNetwork, { url: '/saved-bolos', params }, () => import('../../../shared/store-pack/offline-directory').then((answers) => answers.offlineSavedList(params))),
      providesTags: [SAVED_LIST_TAG],
    }),
  }),
});

export const { useGetSavedBolosQuery } = savedListApi;

/** A revisit after this long asks the server again (saves made on another device). */
export const SAVED_LIST_FRESH_SECONDS = DEFAULT_CACHE_FRESH_SECONDS;
