// Page requests: every address that is not a file or /api. The page is rendered here when
// it can be (the shell's own pages, and remotes that publish a server bundle), else it is
// the client-rendered page; a failure of any part of server rendering falls back to the
// latter, never to an error page.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type express from 'express';
import type { PublicUser } from '@bolo/contracts';
import { createAppStore, routePrefixes } from '@bolo/web';
import type { FormEcho, PageDefinition } from '@bolo/web';
import { parseRemoteTable, remoteForPath } from '../federation/remote-routing';
import type { RemoteName, RemoteTable } from '../federation/remote-routing';
import { SHELL_PAGES } from '../pages';
import { pageHeadHtml } from '../server-render/page-head';
import { composePage } from '../server-render/page-html';
import type { InlineStyle } from '../server-render/page-html';
import { renderPage } from '../server-render/render-page';
import type { RenderedPage } from '../server-render/render-page';
import { RemoteServerModules } from '../server-render/remote-server-modules';
import type { RemoteRenderKit } from '../server-render/remote-server-modules';
import { forwardedHeaders } from './api-proxy';
import { cspNonce } from './security-headers';
import { sharedModules } from './shared-modules';

export interface PagesOptions {
  distDir: string;
  /** remotes.json as deployed (see remoteTableReader): the remotes' manifests. */
  readTable: () => Promise<RemoteTable>;
  /** The site's public origin for canonical addresses and the sitemap (APP_URL); else the request's own. */
  siteUrl: string | null;
  apiUrl: URL;
  /** Resolves remotes.json manifest addresses that are relative (deployments under one origin). */
  remotesOrigin: URL;
  /** False renders every page in the browser (SSR=off). */
  serverRender: boolean;
  log: (message: string) => void;
}

interface Rendering {
  page: RenderedPage | null;
  kit: RemoteRenderKit | null;
  /** undefined: the API could not say. */
  user: PublicUser | null | undefined;
}

const SESSION_COOKIE = /(?:^|;\s*)bolo\.sid=/;
// Visitors' pages are the same for everyone: keep them briefly (the item count may move).
const VISITOR_PAGE_TTL_MS = 30_000;
const VISITOR_PAGE_CACHE_SIZE = 200;

/** A page opened from an e-mail's link (a password reset, an unsubscribe): its token is in the address. */
function carriesToken(url: URL): boolean {
  return url.searchParams.has('token');
}

/** A file read again only when it changes. */
function fileReader<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async (): Promise<T> => {
    const stat = await fs.stat(file);
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, value: parse(await fs.readFile(file, 'utf8')) };
    return cached.value;
  };
}

/** remotes.json, read again whenever it changes (a redeploy can add or move a remote). */
export function remoteTableReader(file: string): () => Promise<RemoteTable> {
  return fileReader(file, (text) => parseRemoteTable(JSON.parse(text)));
}

// How long the addresses learned from the remotes' page lists are trusted before they are
// asked again; an address nobody serves asks again at once (a remote just added a page).
const LEARNED_ROUTES_TTL_MS = 2000;

export function createPageHandler(options: PagesOptions) {
  const readTemplate = fileReader(path.join(options.distDir, 'index.html'), (text) => text);
  const remoteModules = new RemoteServerModules(sharedModules, options.log);
  const learned = new Map<RemoteName, string[]>();
  let learnedAt = 0;

  function loadKit(name: RemoteName, table: RemoteTable): Promise<RemoteRenderKit | null> {
    return remoteModules.load(name, new URL(table[name].manifest, options.remotesOrigin), table[name].manifest);
  }

  /**
   * remotes.json with each remote's addresses as its page list declares them (read from its
   * server bundle). A remote not reached yet keeps the routes remotes.json gives it, if any,
   * else none: the browser then offers a retry rather than a 404 for addresses nobody serves.
   */
  async function readTable({ fresh = false } = {}): Promise<RemoteTable> {
    const deployed = await options.readTable();
    if (fresh || Date.now() - learnedAt > LEARNED_ROUTES_TTL_MS) {
      await Promise.all(
        Object.keys(deployed).map(async (name) => {
          const kit = await loadKit(name, deployed).catch(() => null);
          if (kit?.module?.pages) learned.set(name, routePrefixes(kit.module.pages));
        }),
      );
      learnedAt = Date.now();
    }
    return Object.fromEntries(Object.entries(deployed).map(([name, entry]) => [name, { manifest: entry.manifest, routes: learned.get(name) ?? entry.routes }]));
  }
  const visitorPages = new Map<string, { at: number; page: RenderedPage }>();
  let shellStyles: Promise<InlineStyle[]> | null = null;

  /** The shell's own stylesheets, read once: they change only with a shell release. */
  function readShellStyles(): Promise<InlineStyle[]> {
    shellStyles ??= fs
      .readdir(options.distDir)
      .then((files) => Promise.all(files.filter((file) => file.endsWith('.css')).sort().map(async (file) => ({ file, css: await fs.readFile(path.join(options.distDir, file), 'utf8') }))));
    return shellStyles;
  }

  /** The signed-in user, null for a visitor, undefined when the API could not say (render in the browser). */
  async function sessionUser(req: IncomingMessage): Promise<PublicUser | null | undefined> {
    const cookie = req.headers.cookie;
    if (!cookie || !SESSION_COOKIE.test(cookie)) return null;
    try {
      const response = await fetch(new URL('/api/auth/me', options.apiUrl), {
        headers: { cookie, accept: 'application/json', ...forwardedHeaders(req) },
        signal: AbortSignal.timeout(1500),
      });
      if (response.status === 401) return null;
      if (!response.ok) return undefined;
      return ((await response.json()) as { user?: PublicUser }).user ?? null;
    } catch {
      return undefined;
    }
  }

  async function render(req: IncomingMessage, url: URL, table: RemoteTable, remoteName: string | null, formEcho: FormEcho | null): Promise<Rendering> {
    if (!options.serverRender) return { page: null, kit: null, user: undefined };
    const [user, kit] = await Promise.all([
      sessionUser(req),
      remoteName
        ? loadKit(remoteName, table).catch((error: unknown) => {
            options.log(`the ${remoteName} remote's server bundle could not be loaded, the browser renders ${url.pathname}: ${(error as Error).message}`);
            return null;
          })
        : null,
    ]);
    if (user === undefined || (remoteName && !kit?.module)) return { page: null, kit, user };
    if (kit?.module?.rendersOnServer && !kit.module.rendersOnServer(url, user)) return { page: null, kit, user };
    // A page answering a form post shows what that visitor typed: never shared. Nor is a link's
    // page (its token is one person's, and what it shows changes once it is used).
    const cacheKey = user === null && !formEcho && !carriesToken(url) ? `${url.pathname}${url.search}|${kit?.version ?? 'shell'}` : null;
    const cached = cacheKey ? visitorPages.get(cacheKey) : undefined;
    if (cached && Date.now() - cached.at < VISITOR_PAGE_TTL_MS) return { page: cached.page, kit, user };
    const headers: Record<string, string> = { accept: 'application/json', ...forwardedHeaders(req) };
    if (user && req.headers.cookie) headers.cookie = req.headers.cookie;
    const page = await renderPage({
      url,
      user,
      table,
      remote: remoteName && kit?.module ? { name: remoteName, module: kit.module } : null,
      api: { apiUrl: new URL('/api', options.apiUrl).toString(), headers },
      formEcho,
    });
    if (cacheKey) {
      if (visitorPages.size >= VISITOR_PAGE_CACHE_SIZE) visitorPages.delete(visitorPages.keys().next().value as string);
      visitorPages.set(cacheKey, { at: Date.now(), page });
    }
    return { page, kit, user };
  }

  /** The page at the request's address; `form`: the answer to a form post (form-posts.ts), in its status. */
  async function page(req: express.Request, res: express.Response, form?: { echo: FormEcho; status: number }): Promise<void> {
    const formEcho = form?.echo ?? null;
    const url = new URL(req.url ?? '/', 'http://shell.invalid');
    const [template, learnedTable, shellCss] = await Promise.all([readTemplate(), readTable(), readShellStyles()]);
    let table = learnedTable;
    let remoteName = remoteForPath(url.pathname, table);
    if (!remoteName && !isShellPage(url.pathname)) {
      table = await readTable({ fresh: true });
      remoteName = remoteForPath(url.pathname, table);
    }
    let rendered: Rendering = { page: null, kit: null, user: undefined };
    try {
      rendered = await render(req, url, table, remoteName, formEcho);
    } catch (error) {
      options.log(`server render of ${url.pathname} failed, the browser renders it: ${(error as Error).stack ?? error}`);
    }
    const manifest = remoteName ? new URL(table[remoteName].manifest, options.remotesOrigin) : null;
    const html = composePage(template, {
      table,
      styles: [...shellCss, ...(rendered.kit?.styles ?? [])],
      preloadScripts: rendered.kit?.preload ?? [],
      manifest: manifest ? table[remoteName as string].manifest : null,
      rendered: rendered.page,
      formEcho,
      // A page the browser renders still starts from the session the server found.
      session: rendered.user === undefined ? null : { user: rendered.user },
      nonce: cspNonce(res),
      head: (nonceAttribute) =>
        pageHeadHtml(
          {
            pages: remoteName ? (rendered.kit?.module?.pages ?? []) : SHELL_PAGES,
            url,
            user: rendered.user ? { id: rendered.user.id } : null,
            // A page left to the browser still has its head: made without its answers.
            state: rendered.page?.finalState ?? createAppStore().getState(),
            status: rendered.page?.status ?? 200,
            siteUrl: siteUrl(req),
          },
          nonceAttribute,
        ),
    });
    // The status its content names (404, 401, 403: see useResponseStatus); a page left to the browser is 200.
    res.writeHead(form?.status ?? rendered.page?.status ?? 200, {
      'Content-Type': 'text/html; charset=utf-8',
      // Its nonce is this response's alone. A signed-in user's page (their directory, items,
      // profile, back office) is never written to disk by a browser or proxy; a visitor's is the
      // same for everyone but must be asked for again.
      // An answer to a form post holds what was typed: never stored either.
      'Cache-Control': rendered.user || formEcho || carriesToken(url) || SESSION_COOKIE.test(req.headers.cookie ?? '') ? 'private, no-store' : 'private, no-cache',
      // A link's token must not travel on as the Referer of the page's own requests (into access
      // logs) nor of the next page (into analytics).
      ...(carriesToken(url) ? { 'Referrer-Policy': 'no-referrer' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  /**
   * The app shell the service worker answers pages with when there is no network (issue 21):
   * the shell's page with the current remotes table and stylesheets, no server render and no
   * session (the browser renders the address it is at, the signed-in user from localStorage),
   * so one copy serves every address and holds nothing of anyone's.
   */
  async function appShell(_req: express.Request, res: express.Response): Promise<void> {
    const [template, table, styles] = await Promise.all([readTemplate(), readTable(), readShellStyles()]);
    const html = composePage(template, { table, styles, preloadScripts: [], manifest: null, rendered: null, session: null, nonce: cspNonce(res) });
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' });
    res.end(html);
  }

  function siteUrl(req: express.Request): string {
    return options.siteUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  }

  /** Every remote's page list, for the sitemap and robots.txt (remotes that cannot be reached are left out). */
  async function allPages(): Promise<{ pages: PageDefinition[]; builtAt: Map<PageDefinition, string | undefined> }> {
    const table = await readTable({ fresh: true });
    const builtAt = new Map<PageDefinition, string | undefined>();
    // The shell's own pages change with a shell release: dated by its build.
    const shellBuiltAt = (await fs.stat(path.join(options.distDir, 'index.html'))).mtime.toISOString();
    for (const definition of SHELL_PAGES) builtAt.set(definition, shellBuiltAt);
    const pages: PageDefinition[] = [...SHELL_PAGES];
    const kits = await Promise.all(Object.keys(table).map((name) => loadKit(name, table).catch(() => null)));
    for (const kit of kits) {
      for (const definition of kit?.module?.pages ?? []) {
        pages.push(definition);
        builtAt.set(definition, kit?.builtAt);
      }
    }
    return { pages, builtAt };
  }

  return { page, appShell, readTable, siteUrl, allPages };
}

function isShellPage(pathname: string): boolean {
  return pathname === '/not-found' || SHELL_PAGES.some((definition) => definition.path === pathname.replace(/\/+$/, ''));
}
