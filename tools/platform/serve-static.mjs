#!/usr/bin/env node
// Serves one remote's build, as it is deployed: its own origin, CORS open (the shell's pages
// and the shell's web server load its manifest, chunks and server bundle), brotli or gzip,
// fixed names revalidated and content-hashed names cached for a year, source maps never served,
// and the hardening headers (the same as deploy/nginx.conf sends for the files it serves).
//
//   node tools/platform/serve-static.mjs --dir apps/member-mfe/dist --port 4202 [--host 0.0.0.0]
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * A remote serves files that run inside the shell's pages, whose policy the shell sends. Opened
 * on their own (a script, an SVG, the standalone page), they may load only from this origin and
 * never be framed. Same referrer, framing and HSTS headers as the shell's pages.
 */
function staticSecurityHeaders({ production = process.env.NODE_ENV === 'production' } = {}) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The shell's pages on another origin load these files (scripts without CORS): not 'same-origin'.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

export function createStaticApp(dir) {
  const app = express();
  app.disable('x-powered-by');
  app.use(staticSecurityHeaders());
  app.use((_req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(compression());
  app.get(/\.map$/, (_req, res) => res.status(404).type('text/plain').send('Not Found'));
  app.use(
    express.static(path.resolve(dir), {
      index: false,
      setHeaders(res, file) {
        res.setHeader('Cache-Control', HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use((_req, res) => res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('Not Found'));
  return app;
}

function main() {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string', default: '8080' }, host: { type: 'string', default: '0.0.0.0' } } });
  if (!values.dir) {
    console.error('usage: node tools/platform/serve-static.mjs --dir <dist> --port <p> [--host <h>]');
    process.exit(2);
  }
  const port = Number(values.port);
  const server = createStaticApp(values.dir).listen(port, values.host, () => console.log(`serve-static: ${values.dir} on http://localhost:${port}`));
  server.keepAliveTimeout = 5000;
  server.on('error', (error) => {
    console.error(`serve-static: cannot listen on port ${port}: ${error.message}`);
    process.exit(1);
  });
  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

if (process.argv[1]?.endsWith('serve-static.mjs')) main();
