// The member's saved list (spec member-side §7). Saving and removing live in src/api/saved-bolos.ts
// and refresh every page of this list through the shared tag.
import { DEFAULT_CACHE_FRESH_SECONDS } from '@bolo/contracts';
import type { BoloItem, Pagination } from '@bolo/contracts';
import { api } from '@bolo/web';
import { SAVED_LIST_TAG } from '../../../api/saved-bolos';
import type { ListQueryArgs } from '../../../lib/list-filters';

export type SavedItem = BoloItem & { savedAt?: string };

export interface SavedListResponse {
  items: SavedItem[];
  pagination: Pagination;
}

export const savedListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedBolos: build.query<SavedListResponse, ListQueryArgs>({
      query: (params) => ({ url: '/saved-bolos', params }),
      providesTags: [SAVED_LIST_TAG],
    }),
  }),
});

export const { useGetSavedBolosQuery } = savedListApi;

/** A revisit after this long asks the server again (saves made on another device). */
export const SAVED_LIST_FRESH_SECONDS = DEFAULT_CACHE_FRESH_SECONDS;
