import { useEffect, useRef } from 'react';
import { useLocation } from '@bolo/web';

/** Reports a page view on every route change (fire-and-forget; survives unload). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // The first view's referrer is the external page; later ones are in-app.
    const referrer = previous.current === null ? document.referrer : `${window.location.origin}${previous.current}`;
    previous.current = pathname;
    try {
      fetch('/api/analytics/page-views', {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: pathname, referrer }),
      }).catch(() => undefined);
    } catch {
      /* analytics must never break navigation */
    }
  }, [pathname]);
}
