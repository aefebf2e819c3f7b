// /api on the shell's origin goes to the API, so the session cookie stays first-party.
// Streams both ways (uploads of up to 64 MB, downloads of reports).
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/**
 * The headers this server adds for the API: who the client is, as this server determined it.
 * The address is Express's `req.ip` under the server's `trust proxy` setting (TRUST_PROXY, see
 * trustProxySetting): as the edge (`npm start`) that is the connection's own address, and an
 * X-Forwarded-For the client made up is dropped, never passed on for the API to believe.
 */
export function forwardedHeaders(req: IncomingMessage & { ip?: string }): Record<string, string> {
  return {
    'x-forwarded-for': req.ip ?? req.socket.remoteAddress ?? '',
    'x-forwarded-proto': String(req.headers['x-forwarded-proto'] ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http')),
    'x-forwarded-host': String(req.headers['x-forwarded-host'] ?? req.headers.host ?? ''),
  };
}

/**
 * Express's `trust proxy` from TRUST_PROXY: unset or 'false' when this server is the edge; a hop
 * count ('1': one proxy such as nginx in front), or addresses/subnets ('loopback', '10.0.0.0/8').
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim();
  if (v === '' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** Methods that carry no body and change nothing: safe to send again. */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD']);

export function createApiProxy(apiUrl: URL, log: (message: string) => void) {
  const client = apiUrl.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true });
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse): void => {
    // Mounted at /api, express strips the prefix from req.url; the API wants the whole path.
    const target = req.originalUrl ?? req.url;
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, ...forwardedHeaders(req) };
    for (const name of HOP_BY_HOP) delete headers[name];
    headers.host = apiUrl.host;
    const send = (attempt: number): void => {
      const upstream = client.request(
        { protocol: apiUrl.protocol, hostname: apiUrl.hostname, port: apiUrl.port, method: req.method, path: target, headers, agent },
        (upstreamRes) => {
          const responseHeaders = { ...upstreamRes.headers }; // set-cookie stays an array
          for (const name of HOP_BY_HOP) delete responseHeaders[name];
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, responseHeaders);
          upstreamRes.pipe(res);
          upstreamRes.on('error', () => res.destroy());
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        // A kept-alive connection the API closed as idle just as this request went out on it (the
        // race Node's http docs describe): a request without a body is sent again on a new one.
        if (attempt === 0 && upstream.reusedSocket && error.code === 'ECONNRESET' && RETRYABLE_METHODS.has(req.method ?? '')) {
          send(1);
          return;
        }
        log(`proxy ${req.method} ${req.url} failed: ${error.code ?? error.message}`);
        res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ message: 'The API is unavailable. Please try again shortly.' }));
      });
      req.on('aborted', () => upstream.destroy());
      if (attempt === 0) req.pipe(upstream);
      else upstream.end();
    };
    send(0);
  };
}
