// The one RTK Query API of the whole browser app. It is empty on purpose:
// each remote adds its own endpoints with `api.injectEndpoints` (always with
// `overrideExisting: 'throw'`, see INJECT_ONCE), so the shell never has to know a
// feature's calls, and every remote shares one cache.
import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, CombinedState, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { isClientError, isRateLimited } from './errors';
import { HYDRATE_API, serverRequestOf } from './server-request';
import type { ServerRequest } from './server-request';

/** Cache lifetime of spec member-side §9, in seconds. */
const KEEP_UNUSED_SECONDS = 30 * 60;

// Only tags that some mutation invalidates; add one when a feature needs it.
// 'Items': every member-side read of items (directory list, item detail, published count);
// the back office's item writes invalidate the whole type (admin-side §7).
// 'Comments': an item's comment thread (id: the item's id), invalidated by the member's own
// writes and by the back office's moderation (which runs in the same page's store).
// 'Blog': every read of blog posts, the public list and post (id: the slug) and the back
// office's list and post; the back office's post writes invalidate the whole type.
const TAG_TYPES = ['Saved', 'SavedCheck', 'Items', 'Comments', 'Blog', 'SavedSearches', 'Alerts'] as const;

/** The api slice as a server render sends it (the API's own endpoints: none, see above). */
type ApiState = CombinedState<Record<never, never>, (typeof TAG_TYPES)[number], 'api'>;

/**
 * Pass to every `injectEndpoints`: endpoint names are global to the page, so a second
 * definition of a name (another remote, a copy) throws instead of silently winning or losing.
 */
export const INJECT_ONCE = {
  // In the shell's web server the one API outlives a remote's bundle: a redeployed remote's
  // definitions replace its previous ones there (in a browser, a new bundle means a new page).
  overrideExisting: typeof window === 'undefined' ? true : 'throw',
} as const;

type RawBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

const browserBaseQuery: RawBaseQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });

// While a page is rendered on the server, the store's thunk argument names the API's own
// address and the visitor's cookie (a relative '/api' means nothing in Node).
const serverBaseQueries = new WeakMap<ServerRequest, RawBaseQuery>();
function serverBaseQuery(request: ServerRequest): RawBaseQuery {
  let query = serverBaseQueries.get(request);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: request.apiUrl,
      prepareHeaders: (headers) => {
        for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
        return headers;
      },
    });
    serverBaseQueries.set(request, query);
  }
  return query;
}

const rawBaseQuery: RawBaseQuery = (args, baseQueryApi, extraOptions) => {
  const server = serverRequestOf(baseQueryApi.extra);
  return (server ? serverBaseQuery(server) : browserBaseQuery)(args, baseQueryApi, extraOptions);
};

// Spec §9: no retry on 4xx, up to 2 retries otherwise; mutations retry once.
const baseQuery = retry(rawBaseQuery, {
  retryCondition: (error, _args, { attempt, baseQueryApi, extraOptions }) => {
    if (isClientError(error)) return false;
    // A server render never waits for retries: the browser asks again if it must.
    if (serverRequestOf(baseQueryApi.extra)) return false;
    const fromEndpoint = (extraOptions as { maxRetries?: number } | undefined)?.maxRetries;
    const maxRetries = fromEndpoint ?? (baseQueryApi.type === 'mutation' ? 1 : 2);
    return attempt <= maxRetries;
  },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  // The answers a server render fetched arrive with the page (HYDRATE_API), so hydration
  // shows the same data without asking again.
  extractRehydrationInfo(action, { reducerPath }) {
    if (action.type !== HYDRATE_API) return undefined;
    return settleClientErrors((action as unknown as { payload: Record<string, never> }).payload[reducerPath]);
  },
  endpoints: () => ({}),
});

/**
 * RTK Query asks again for any cached entry without a `fulfilledTimeStamp`, and a failed request
 * never gets one: the page's first subscription would repeat each of the server's error answers
 * (the paywall's 403, the log-in prompt's 401), a request the browser reports in its console.
 * A 4xx is the server's answer for this session (see isClientError), so it counts as settled
 * when the server got it, like a success; a rate limit (429) and server failures are asked again.
 */
function settleClientErrors(state: ApiState | undefined): ApiState | undefined {
  if (!state?.queries) return state;
  const queries: ApiState['queries'] = {};
  for (const [key, entry] of Object.entries(state.queries)) {
    const settled = entry?.status === 'rejected' && isClientError(entry.error) && !isRateLimited(entry.error);
    queries[key] = settled && !entry.fulfilledTimeStamp ? { ...entry, fulfilledTimeStamp: entry.startedTimeStamp } : entry;
  }
  return { ...state, queries };
}
