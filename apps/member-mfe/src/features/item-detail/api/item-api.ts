// The detail page's item call (spec member-side §7). The saved check and toggle are in src/shared/api/saved-bolos.ts.
import { DEFAULT_CACHE_FRESH_SECONDS, ITEM_FETCH_RETRIES, ITEM_FETCH_RETRY_DELAY_MS } from '@bolo/contracts';
import type { BoloItem } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';
import { networkOrPack } from '../../../shared/store-pack/network-or-pack';
import type { OfflineMark } from '../../../shared/store-pack/offline-directory';

/** Spec §8: failed item fetches are retried 1 s apart (4xx answers never are). */
function waitBeforeRetry(_attempt: number, _maxRetries: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ITEM_FETCH_RETRY_DELAY_MS);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      },
      { once: true },
    );
  });
}

export const itemApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    // Without a network, from the store pack on this device (issue 21).
    getBoloItem: build.query<BoloItem & OfflineMark, number>({
      queryFn: (id, _api, _extra, fetchFromNetwork) => networkOrPack<BoloItem & OfflineMark>(fetchFromNetwork, { url: `/bolo-items/${id}` }, () => import('../../../shared/store-pack/offline-directory').then((answers) => answers.offlineItem(id))),
      // Refreshed after the back office writes an item (it invalidates every 'Items' tag).
      providesTags: (_result, _error, id) => [{ type: 'Items', id }],
      extraOptions: { maxRetries: ITEM_FETCH_RETRIES, backoff: waitBeforeRetry },
    }),
  }),
});

export const { useGetBoloItemQuery } = itemApi;

/** How long an opened item counts as fresh before a revisit asks again. */
export const ITEM_FRESH_SECONDS = DEFAULT_CACHE_FRESH_SECONDS;
