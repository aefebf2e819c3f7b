// The one RTK Query API of the whole browser app. It is empty on purpose:
// each remote adds its own endpoints with `api.injectEndpoints`, so the shell
// never has to know a feature's calls, and every remote shares one cache.
import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** Cache lifetimes of spec member-side §9, in seconds. */
export const DEFAULT_KEEP_UNUSED_SECONDS = 30 * 60;

export const TAG_TYPES = [
  'Me',
  'Items',
  'Item',
  'Count',
  'Preview',
  'Saved',
  'SavedCheck',
  'AdminStats',
  'AdminUsers',
  'AdminItems',
  'Comments',
  'Profile',
] as const;

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });

function httpStatus(error: FetchBaseQueryError): number | null {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
}

/** True for a 4xx answer: the request itself is wrong or not allowed, so repeating it cannot help. */
export function isClientError(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const status = httpStatus(error as FetchBaseQueryError);
  return status !== null && status >= 400 && status < 500;
}

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
  keepUnusedDataFor: DEFAULT_KEEP_UNUSED_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

/** The `{ message }` of an API error answer, if any. */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: unknown }).data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  if (typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message;
  return undefined;
}
