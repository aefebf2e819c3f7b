import { createContext, useContext } from 'react';

/** Where a server render collects the HTTP status of the page it renders. */
export interface ResponseStatusSink {
  status: number;
}

/** Provided by the shell's server render only; in the browser there is no response to set. */
export const ResponseStatusContext = createContext<ResponseStatusSink | null>(null);

/**
 * Names the HTTP status of the page being rendered: a page that tells a person "not found" or
 * "log in first" answers 404 or 401 (403 for a signed-in user without the right), so crawlers,
 * monitors and caches see what the person sees. Rendering is pure apart from this write to the
 * server's own per-request sink; the last state page rendered decides.
 */
export function useResponseStatus(status: number | undefined): void {
  const sink = useContext(ResponseStatusContext);
  if (sink && status !== undefined) sink.status = status;
}
