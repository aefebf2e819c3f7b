// The state a server render hands to the browser: embedded in the page as JSON, read once
// before hydration. Shared by the server (which writes it) and the browser (which reads it).
import type { ServerSession } from '@bolo/web';

export const RENDERED_STATE_ID = 'bolo-state';

export interface RenderedState {
  session: ServerSession;
  /** The store's `api` slice after the server's requests (RTK Query's cache); absent when the browser renders the page. */
  api?: unknown;
}

/** JSON that is safe inside a <script> element (no '</script>', no '<!--'). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function readRenderedState(): RenderedState | null {
  const script = document.getElementById(RENDERED_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as RenderedState;
  } catch {
    return null;
  }
}
