import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

type Answer<T> = { data: T; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/**
 * An endpoint's answer from the network, or from the store pack when there is none: at once when
 * the browser knows it is offline, else after the request failed to reach the server (never for
 * an answer the server gave, such as a 403). In a server render there is no pack.
 */
export async function networkOrPack<T>(fetchFromNetwork: (args: FetchArgs) => unknown, args: FetchArgs, fromPack: () => Promise<T | null>): Promise<Answer<T>> {
  const inBrowser = typeof window !== 'undefined';
  let answer: Answer<T> | null = null;
  if (!inBrowser || navigator.onLine !== false) {
    answer = (await fetchFromNetwork(args)) as Answer<T>;
    if (!inBrowser || answer.error?.status !== 'FETCH_ERROR') return answer;
  }
  const packed = await fromPack().catch(() => null);
  if (packed) return { data: packed };
  return answer ?? { error: { status: 'FETCH_ERROR', error: 'offline' } };
}

/**
 * A change sent to the network, or kept for later when there is none (the same rule as
 * networkOrPack): `keep` records it on this device and answers as the server would have.
 */
export async function networkOrLater<T>(fetchFromNetwork: (args: FetchArgs) => unknown, args: FetchArgs, keep: () => Promise<T>): Promise<Answer<T>> {
  if (typeof window !== 'undefined' && navigator.onLine === false) return { data: await keep() };
  const answer = (await fetchFromNetwork(args)) as Answer<T>;
  if (typeof window !== 'undefined' && answer.error?.status === 'FETCH_ERROR') return { data: await keep() };
  return answer;
}
