// Whether an item is saved, and saving / un-saving it: used by the detail page's toggle and by
// the /my-bolos remove buttons, so they live outside both features. A change refreshes the
// saved lists and that item's check (spec member-side §7) through tags, and patches the check
// at once so the toggle never shows the old state while the refresh runs.
import type { SaveBoloResponse, SavedCheck } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

/** Every saved-list page, whatever its filters. */
export const SAVED_LIST_TAG = { type: 'Saved', id: 'LIST' } as const;
const savedCheckTag = (id: number) => ({ type: 'SavedCheck', id }) as const;

export const savedBolosApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    checkSavedBolo: build.query<SavedCheck, number>({
      query: (id) => `/saved-bolos/check/${id}`,
      // The spec leaves the answer's field open; anything but a literal true reads as "not saved".
      transformResponse: (answer: unknown): SavedCheck => ({
        isSaved: Boolean(answer && typeof answer === 'object' && (answer as { isSaved?: unknown }).isSaved === true),
      }),
      providesTags: (_result, _error, id) => [savedCheckTag(id)],
    }),
    saveBolo: build.mutation<SaveBoloResponse, number>({
      query: (boloItemId) => ({ url: '/saved-bolos', method: 'POST', body: { boloItemId } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [SAVED_LIST_TAG, savedCheckTag(id)]),
      onQueryStarted: (id, { dispatch, queryFulfilled }) => {
        queryFulfilled
          .then(() => dispatch(savedBolosApi.util.updateQueryData('checkSavedBolo', id, (check) => {
            check.isSaved = true;
          })))
          .catch(() => undefined);
      },
    }),
    removeSavedBolo: build.mutation<SaveBoloResponse, number>({
      query: (boloItemId) => ({ url: `/saved-bolos/${boloItemId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [SAVED_LIST_TAG, savedCheckTag(id)]),
      onQueryStarted: (id, { dispatch, queryFulfilled }) => {
        queryFulfilled
          .then(() => dispatch(savedBolosApi.util.updateQueryData('checkSavedBolo', id, (check) => {
            check.isSaved = false;
          })))
          .catch(() => undefined);
      },
    }),
  }),
});

export const { useCheckSavedBoloQuery, useSaveBoloMutation, useRemoveSavedBoloMutation } = savedBolosApi;
