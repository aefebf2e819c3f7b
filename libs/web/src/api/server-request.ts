// What a server render tells the API client about the request it renders: where the API is
// and which of the visitor's headers (the session cookie) to send on. Passed as the store's
// thunk argument, so concurrent renders never share it.
import type { UnknownAction } from '@reduxjs/toolkit';

export interface ServerRequest {
  /** The API's address as the web server reaches it, e.g. http://127.0.0.1:3000/api */
  apiUrl: string;
  headers: Record<string, string>;
}

export interface StoreExtra {
  server?: ServerRequest;
}

export function serverRequestOf(extra: unknown): ServerRequest | null {
  const server = extra && typeof extra === 'object' ? (extra as StoreExtra).server : undefined;
  return server ?? null;
}

/** Puts a server render's API cache into the browser's store (before hydration). */
export const HYDRATE_API = 'bolo/hydrateApi';

export function hydrateApi(apiState: unknown): UnknownAction {
  return { type: HYDRATE_API, payload: { api: apiState } };
}
