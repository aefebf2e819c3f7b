import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';

/** What every answer of the API is unless its route says otherwise: personal, revalidated each time. */
export const DEFAULT_CACHE_CONTROL = 'private, no-cache';

/**
 * The API's caching rules, for every response:
 *   - answers are private and revalidated unless a route marks them otherwise (a handler's own
 *     Cache-Control replaces this default; errors are `no-store`, see HttpErrorFilter);
 *   - a response a shared cache may keep (`public`) never carries a cookie: the rolling session
 *     cookie on a public picture or count would hand one member's session id to the next visitor
 *     of that cache.
 */
export function cachePolicy(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
  // Registered before the session middleware, so this runs after it has set its cookie.
  onHeaders(res, () => {
    if (/\bpublic\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) res.removeHeader('Set-Cookie');
  });
  next();
}
