// The member proposal form's calls (admin-side §7): the AI generator and the proposal itself.
// Names differ from the back office's (createItem, generateItem): endpoint names are global to a page.
import type { GeneratedItem, ItemWriteResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';
import { SAVED_LIST_TAG } from '../../../shared/api/saved-bolos';

export const addBoloApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    /** Multipart: the fields and the cropped picture. The API puts the draft on the member's saved list. */
    proposeBolo: build.mutation<ItemWriteResponse, FormData>({
      query: (body) => ({ url: '/bolo-items/create', method: 'POST', body }),
      // The saved list shows the new proposal; item reads refresh as after any item write.
      invalidatesTags: (_result, error) => (error ? [] : [SAVED_LIST_TAG, 'Items']),
      // A proposal that failed after reaching the server must not be sent twice.
      extraOptions: { maxRetries: 0 },
    }),
    generateProposal: build.mutation<GeneratedItem, string>({
      query: (name) => ({ url: '/generate-bolo', method: 'POST', body: { name } }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useProposeBoloMutation, useGenerateProposalMutation } = addBoloApi;
