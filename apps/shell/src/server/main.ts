// The shell's web server (replaces a static file server): the shell's files, /api proxied
// to the API, and every page composed per request from the current remotes.json and the
// remotes' server bundles (server-render/). Remotes stay separate deployments.
//
//   node apps/shell/dist-server/main.js --port 4200 --api http://127.0.0.1:3000 [--remotes file] [--host 0.0.0.0]
import { parseArgs } from 'node:util';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { createApiProxy, trustProxySetting } from './api-proxy';
import { formPosts } from './form-posts';
import { createPageHandler, remoteTableReader } from './pages';
import { robots, sitemap } from './discoverability';
import { securityHeaders } from './security-headers';
import { staticFiles } from './static-files';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4200' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    api: { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:3000' },
    dist: { type: 'string', default: process.env.SHELL_DIST ?? path.resolve('apps/shell/dist') },
    remotes: { type: 'string', default: process.env.REMOTES_FILE },
    'remotes-origin': { type: 'string', default: process.env.REMOTES_ORIGIN },
    // The public address of the site, for canonical links and the sitemap; else each request's own.
    'site-url': { type: 'string', default: process.env.APP_URL },
    quiet: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
const distDir = path.resolve(values.dist);
const log = values.quiet ? () => undefined : (message: string) => console.log(`[web] ${message}`);
const apiUrl = new URL(values.api);
const remotesFile = values.remotes ? path.resolve(values.remotes) : path.join(distDir, 'remotes.json');
const readTable = remoteTableReader(remotesFile);

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
// Who the client is (req.ip, passed on to the API): see trustProxySetting.
app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY));
app.use('/api', createApiProxy(apiUrl, log));
// Pages and files alike (the API's answers carry the API's own headers).
app.use(securityHeaders({ readTable, production: process.env.NODE_ENV === 'production', log }));
// brotli or gzip, whichever the browser prefers, for pages and files alike.
app.use(compression());
const pages = createPageHandler({
  distDir,
  readTable,
  siteUrl: values['site-url'] ? values['site-url'].replace(/\/+$/, '') : null,
  apiUrl,
  remotesOrigin: new URL(values['remotes-origin'] ?? `http://127.0.0.1:${port}`),
  serverRender: process.env.SSR !== 'off',
  log,
});
// The remotes table as the browser needs it: each remote's addresses learned from its pages.
app.get('/remotes.json', (_req, res, next) => {
  pages
    .readTable()
    .then((table) => res.set('Cache-Control', 'no-cache').json(table))
    .catch(next);
});
app.get('/app-shell', (req, res, next) => {
  pages.appShell(req, res).catch(next);
});
app.get('/sitemap.xml', sitemap(pages, apiUrl));
app.get('/robots.txt', robots(pages));
// Its own remotes.json is the deployed file, never the browser's table (above).
app.use(staticFiles(distDir));
app.get(/.*/, (req, res, next) => {
  // A missing file is a 404, never the app's page.
  if (path.extname(req.path)) return next();
  pages.page(req, res).catch(next);
});
// The pages' forms, posted before the app started or without it: handled here as the app would.
app.use(formPosts({ apiUrl, page: (req, res, form) => pages.page(req, res, form), log }));
// Any other post (no page's form posts elsewhere): back to the page. The body is never read.
app.post(/.*/, (req, res) => {
  res.redirect(303, req.originalUrl);
});
app.use((_req: express.Request, res: express.Response) => {
  res.status(404).type('text/plain').set('Cache-Control', 'no-cache').send('Not Found');
});

const server = app.listen(port, values.host, () => log(`shell on http://localhost:${port} (api -> ${apiUrl.origin})`));
server.keepAliveTimeout = 5000;
server.on('error', (error) => {
  console.error(`[web] cannot listen on port ${port}: ${error.message}`);
  process.exit(1);
});
let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log(`${signal}, closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
