#!/usr/bin/env node
// A small dependency-free static server for the shell and the remotes, as they
// are deployed: each build on its own port, the shell proxying /api so that the
// session cookie stays first-party.
//
//   node tools/platform/serve-static.mjs --dir apps/shell/dist --port 4200 --spa \
//        --api http://127.0.0.1:3000 [--remotes path/to/remotes.json] [--host 0.0.0.0]
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

function parseArgs(argv) {
  const options = { dir: null, port: 8080, host: '0.0.0.0', spa: false, api: null, remotes: null, quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      return value;
    };
    if (arg === '--dir') options.dir = next();
    else if (arg === '--port') options.port = Number(next());
    else if (arg === '--host') options.host = next();
    else if (arg === '--spa') options.spa = true;
    else if (arg === '--api') options.api = next();
    else if (arg === '--remotes') options.remotes = next();
    else if (arg === '--quiet') options.quiet = true;
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (!options.dir) throw new Error('--dir is required');
  if (!Number.isInteger(options.port) || options.port <= 0) throw new Error('--port must be a positive integer');
  return options;
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.xml', '.svg', '.webmanifest']);
// Files whose name stays the same across deploys: the browser must revalidate them.
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

function cacheControl(filePath) {
  const base = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function createStaticServer(options) {
  const root = path.resolve(options.dir);
  const remotesFile = options.remotes ? path.resolve(options.remotes) : null;
  const apiUrl = options.api ? new URL(options.api) : null;
  const gzipCache = new Map(); // path -> { mtimeMs, size, body }
  const log = options.quiet ? () => {} : (...args) => console.log(...args);

  async function resolveFile(urlPath) {
    if (remotesFile && urlPath === '/remotes.json') return remotesFile;
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const candidate = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
    if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
    try {
      const stat = await fs.stat(candidate);
      if (stat.isDirectory()) {
        const index = path.join(candidate, 'index.html');
        await fs.access(index);
        return index;
      }
      return candidate;
    } catch {
      return null;
    }
  }

  async function sendFile(req, res, filePath, status = 200) {
    const stat = await fs.stat(filePath);
    const ext = path.extname(filePath).toLowerCase();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': MIME[ext] || 'application/octet-stream',
      'Cache-Control': status === 200 ? cacheControl(filePath) : 'no-cache',
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
      'Last-Modified': stat.mtime.toUTCString(),
    };
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const wantsGzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '') && stat.size > 256;
    if (wantsGzip) {
      let cached = gzipCache.get(filePath);
      if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
        cached = { mtimeMs: stat.mtimeMs, size: stat.size, body: await gzipAsync(await fs.readFile(filePath), { level: 9 }) };
        gzipCache.set(filePath, cached);
      }
      headers['Content-Encoding'] = 'gzip';
      headers['Content-Length'] = cached.body.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    headers['Content-Length'] = stat.size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(filePath).pipe(res);
  }

  function proxy(req, res) {
    const client = apiUrl.protocol === 'https:' ? https : http;
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const remoteAddress = req.socket.remoteAddress || '';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${remoteAddress}` : remoteAddress;
    headers['x-forwarded-proto'] = headers['x-forwarded-proto'] || (req.socket.encrypted ? 'https' : 'http');
    headers['x-forwarded-host'] = headers['x-forwarded-host'] || req.headers.host || '';
    headers.host = apiUrl.host;
    const upstream = client.request(
      { protocol: apiUrl.protocol, hostname: apiUrl.hostname, port: apiUrl.port, method: req.method, path: req.url, headers },
      (upstreamRes) => {
        const responseHeaders = { ...upstreamRes.headers }; // set-cookie stays an array
        for (const name of HOP_BY_HOP) delete responseHeaders[name];
        res.writeHead(upstreamRes.statusCode || 502, upstreamRes.statusMessage, responseHeaders);
        upstreamRes.pipe(res);
        upstreamRes.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      log(`proxy ${req.method} ${req.url} failed: ${error.code || error.message}`);
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ message: 'The API is unavailable. Please try again shortly.' }));
    });
    req.on('aborted', () => upstream.destroy());
    req.pipe(upstream);
  }

  async function handle(req, res) {
    const url = new URL(req.url || '/', 'http://localhost');
    if (apiUrl && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) {
      proxy(req, res);
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || '*',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    const file = await resolveFile(url.pathname);
    if (file) {
      await sendFile(req, res, file);
      return;
    }
    // Single-page fallback only for page navigations, never for missing assets.
    const looksLikeAsset = path.extname(url.pathname) !== '';
    if (options.spa && !looksLikeAsset) {
      const index = path.join(root, 'index.html');
      try {
        await sendFile(req, res, index);
        return;
      } catch {
        /* fall through to 404 */
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
    res.end('Not Found');
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`error serving ${req.url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
}

function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`serve-static: ${error.message}`);
    console.error('usage: node tools/platform/serve-static.mjs --dir <dist> --port <p> [--spa] [--api <url>] [--remotes <file>] [--host <h>] [--quiet]');
    process.exit(2);
  }
  const server = createStaticServer(options);
  server.keepAliveTimeout = 5000;
  server.listen(options.port, options.host, () => {
    const extras = [options.spa && 'spa', options.api && `api -> ${options.api}`, options.remotes && `remotes ${options.remotes}`].filter(Boolean).join(', ');
    console.log(`serve-static: ${options.dir} on http://localhost:${options.port}${extras ? ` (${extras})` : ''}`);
  });
  server.on('error', (error) => {
    console.error(`serve-static: cannot listen on port ${options.port}: ${error.message}`);
    process.exit(1);
  });
  let closing = false;
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    console.log(`serve-static: ${signal}, closing port ${options.port}`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 5000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

export { createStaticServer, parseArgs, cacheControl };

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('serve-static.mjs')) main();
