// Whether an item is saved, and saving / un-saving it: used by the detail page's toggle and by
// the /my-bolos remove buttons, so they live outside both features. A change refreshes the
// saved lists and that item's check (spec member-side §7) through tags, and patches the check
// at once so the toggle never shows the old state while the refresh runs.
import type { SaveBoloResponse, SavedCheck } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';
import { networkOrLater, networkOrPack } from '../store-pack/network-or-pack';

// Offline answers and the queue of offline saves load only when the network is missing.
const offlineSavedCheck = (id: number) => import('../store-pack/offline-directory').then((answers) => answers.offlineSavedCheck(id));
const queueSave = (id: number, save: boolean) => import('../store-pack/offline-saves').then((saves) => saves.queueSave(id, save));

/** Every saved-list page, whatever its filters. */
export const SAVED_LIST_TAG = { type: 'Saved', id: 'LIST' } as const;
const savedCheckTag = (id: number) => ({ type: 'SavedCheck', id }) as const;

export const savedBolosApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    checkSavedBolo: build.query<SavedCheck, number>({
      // Without a network, from the store pack's saved list (issue 21).
      queryFn: async (id, _api, _extra, fetchFromNetwork) => {
        const answer = await networkOrPack(fetchFromNetwork, { url: `/saved-bolos/check/${id}` }, () => offlineSavedCheck(id));
        // The spec leaves the answer's field open; anything but a literal true reads as "not saved".
        if (answer.error) return answer;
        const data = answer.data as unknown;
        return { data: { isSaved: Boolean(data && typeof data === 'object' && (data as { isSaved?: unknown }).isSaved === true) } satisfies SavedCheck };
      },
      providesTags: (_result, _error, id) => [savedCheckTag(id)],
    }),
    saveBolo: build.mutation<SaveBoloResponse, number>({
      // Without a network, kept on this device and sent when it is back (issue 21).
      queryFn: (boloItemId, _api, _extra, fetchFromNetwork) =>
        networkOrLater(fetchFromNetwork, { url: '/saved-bolos', method: 'POST', body: { boloItemId } }, () => queueSave(boloItemId, true)),
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
      queryFn: (boloItemId, _api, _extra, fetchFromNetwork) =>
        networkOrLater(fetchFromNetwork, { url: `/saved-bolos/${boloItemId}`, method: 'DELETE' }, () => queueSave(boloItemId, false)),
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
