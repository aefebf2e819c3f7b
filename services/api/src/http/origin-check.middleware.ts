import { ERROR_CODES, ERROR_MESSAGES } from '@bolo/contracts';
import type { NextFunction, Request, Response } from 'express';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Server-to-server endpoints, authenticated otherwise (Stripe's webhook: its signature). */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook']);

/**
 * Cross-site request forgery defence on top of SameSite=Lax: a browser always names the page's
 * origin on state-changing requests, so a foreign Origin is refused. Requests without Origin
 * (curl, server-to-server, Stripe) carry no ambient browser cookies of ours and pass.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    if (!STATE_CHANGING.has(req.method) || origin === undefined || allowed.has(origin) || EXEMPT_PATHS.has(req.path)) return next();
    res.status(403).json({ message: ERROR_MESSAGES.originNotAllowed, code: ERROR_CODES.originNotAllowed });
  };
}
