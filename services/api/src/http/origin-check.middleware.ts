import { ERROR_CODES, ERROR_MESSAGES } from '@bolo/contracts';
import type { NextFunction, Request, Response } from 'express';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Endpoints authenticated otherwise: Stripe's webhook (its signature), and the e-mails' one-click
 * unsubscribe (its signed token), which mailbox providers post from their own servers (RFC 8058).
 */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook', '/api/unsubscribe']);

/**
 * The origin a request names: its Origin header, else the origin of its Referer (browsers that
 * leave Origin out still send the page's address), else undefined. A Referer that is not a URL
 * names no allowed origin ('null').
 */
export function requestOrigin(req: Pick<Request, 'headers'>): string | undefined {
  if (req.headers.origin !== undefined) return req.headers.origin;
  const referer = req.headers.referer;
  if (referer === undefined) return undefined;
  return URL.canParse(referer) ? new URL(referer).origin : 'null';
}

/**
 * Cross-site request forgery defence on top of SameSite=Lax: a browser names the page's origin on
 * every state-changing request, so one must name an allowed origin (Origin, or a Referer's origin).
 * Naming none is refused too: a client that is not a browser says where it stands, as the shell's
 * server, the tools and the tests do. The signed endpoints above are exempt.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction): void => {
    // Express routes paths case-insensitively and with a trailing slash: so does the exemption.
    if (!STATE_CHANGING.has(req.method) || EXEMPT_PATHS.has(req.path.toLowerCase().replace(/\/+$/, ''))) return next();
    const origin = requestOrigin(req);
    if (origin !== undefined && allowed.has(origin)) return next();
    const refusal = origin === undefined ? 'originRequired' : 'originNotAllowed';
    res.status(403).json({ message: ERROR_MESSAGES[refusal], code: ERROR_CODES[refusal] });
  };
}
