// The hardening headers of everything this server answers except /api (the API sends its own):
// a Content-Security-Policy that lets the page load exactly the remotes in the current
// remotes.json, inline code only with this response's nonce, and no framing; a strict referrer
// policy; HSTS in production. deploy/nginx.conf and tools/platform/serve-static.mjs send the
// same referrer, framing and HSTS headers for the files they serve.
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { RemoteTable } from '../federation/remote-routing';

/** HSTS for a year (helmet's default value); sent in production only, where the site is served over HTTPS. */
export const HSTS_MAX_AGE_S = 31_536_000;

interface PageSecurity {
  nonce: string;
  remoteOrigins: string[];
}

/** The origins the browser loads the remotes from: those of absolute manifest addresses (a relative one is the site's own, 'self'). */
export function remoteOrigins(table: RemoteTable): string[] {
  const origins = new Set<string>();
  for (const { manifest } of Object.values(table)) {
    if (!URL.canParse(manifest)) continue;
    const { protocol, origin } = new URL(manifest);
    if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * The page's policy, one directive per kind of load:
 * - scripts and stylesheets from the site, the remotes' origins (remoteEntry.js, chunks, CSS
 *   chunks) and inline elements carrying this response's nonce (the start script, the inlined
 *   stylesheets, antd's runtime <style>s); style attributes are allowed because server-rendered
 *   markup carries React style props (a style attribute cannot load or run anything);
 * - connections to the site (/api), the remotes (mf-manifest.json) and blob: (the picture cropper
 *   reads the file a person chose through its object URL);
 * - pictures from the site (/api/images), data: (inline icons) and blob: (previews of a chosen file);
 * - no plugins, no <base>, forms only to the site, and no page may frame this one.
 */
export function pageDirectives(security: (res: Response) => PageSecurity) {
  const remotes = (res: Response) => security(res).remoteOrigins.join(' ');
  const nonce = (res: Response) => `'nonce-${security(res).nonce}'`;
  // helmet calls a function source with (req, res); an empty answer adds nothing.
  const source = (value: (res: Response) => string) => (_req: unknown, res: unknown) => value(res as Response);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", source(remotes), source(nonce)],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", source(remotes), source(nonce)],
    styleSrcAttr: ["'unsafe-inline'"],
    connectSrc: ["'self'", 'blob:', source(remotes)],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The nonce this response's inline <script> and <style> elements carry. */
export function cspNonce(res: Response): string {
  return (res.locals as { security: PageSecurity }).security.nonce;
}

/**
 * `readTable` is the current remotes table (remotes.json is re-read when it changes, so a
 * redeploy that adds or moves a remote is in the next response's policy).
 */
export function securityHeaders({ readTable, production, log }: { readTable: () => Promise<RemoteTable>; production: boolean; log: (message: string) => void }): RequestHandler[] {
  const security = (res: Response) => (res.locals as { security: PageSecurity }).security;
  const prepare = (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    readTable().then(
      (table) => {
        res.locals.security = { nonce, remoteOrigins: remoteOrigins(table) } satisfies PageSecurity;
        next();
      },
      (error: unknown) => {
        // No remotes table, no remote may load: the page handler reports the missing file.
        log(`remotes.json could not be read for the page's policy: ${(error as Error).message}`);
        res.locals.security = { nonce, remoteOrigins: [] } satisfies PageSecurity;
        next();
      },
    );
  };
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(security) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
  });
  return [prepare, headers];
}
