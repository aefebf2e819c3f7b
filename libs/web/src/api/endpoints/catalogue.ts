// Calls that more than one remote needs, injected once here (the home page and the
// directory header both show the published item count, and share its cache entry).
import type { CountResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '../api';

export const catalogueApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getBoloCount: build.query<CountResponse, void>({
      query: () => '/bolo-items/count',
      // Publishing, unpublishing or deleting an item changes it (admin item writes invalidate 'Items').
      providesTags: ['Items'],
    }),
  }),
});

export const { useGetBoloCountQuery } = catalogueApi;
