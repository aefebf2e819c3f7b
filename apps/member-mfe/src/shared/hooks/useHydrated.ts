import { useSyncExternalStore } from 'react';

// Nothing changes once the app runs: there is nothing to subscribe to.
const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the app runs on the page (at once
 * for a page rendered in the browser). A server-rendered form that only works with the app
 * (file picking, cropping, multipart sending) stays disabled until then, so nothing typed or
 * submitted before the app started is lost or posted to the page's own address; a control that
 * has a plain-HTML stand-in (a submit button, page links) shows the stand-in until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
