// The one RTK Query API of the whole browser app. It is empty on purpose:
// each remote adds its own endpoints with `api.injectEndpoints` (always with
// `overrideExisting: 'throw'`, see INJECT_ONCE), so the shell never has to know a
// feature's calls, and every remote shares one cache.
import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import { isClientError } from './errors';

/** Cache lifetime of spec member-side §9, in seconds. */
const KEEP_UNUSED_SECONDS = 30 * 60;

// Only tags that some mutation invalidates; add one when a feature needs it.
// 'Items': every member-side read of items (directory list, item detail, published count);
// the back office's item writes invalidate the whole type (admin-side §7).
const TAG_TYPES = ['Saved', 'SavedCheck', 'Items'] as const;

/**
 * Pass to every `injectEndpoints`: endpoint names are global to the page, so a second
 * definition of a name (another remote, a copy) throws instead of silently winning or losing.
 */
export const INJECT_ONCE = { overrideExisting: 'throw' } as const;

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });

// Spec §9: no retry on 4xx, up to 2 retries otherwise; mutations retry once.
const baseQuery = retry(rawBaseQuery, {
  retryCondition: (error, _args, { attempt, baseQueryApi, extraOptions }) => {
    if (isClientError(error)) return false;
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
  endpoints: () => ({}),
});
