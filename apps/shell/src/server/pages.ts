// Page requests: every address that is not a file or /api. The page is rendered here when
// it can be (the shell's own pages, and remotes that publish a server bundle), else it is
// the client-rendered page; a failure of any part of server rendering falls back to the
// latter, never to an error page.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type express from 'express';
import type { PublicUser } from '@bolo/contracts';
import { parseRemoteTable, remoteForPath } from '../federation/remote-routing';
import type { RemoteTable } from '../federation/remote-routing';
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
  /** The current remotes table (see remoteTableReader). */
  readTable: () => Promise<RemoteTable>;
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

export function createPageHandler(options: PagesOptions) {
  const readTemplate = fileReader(path.join(options.distDir, 'index.html'), (text) => text);
  const { readTable } = options;
  const remoteModules = new RemoteServerModules(sharedModules, options.log);
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

  async function render(req: IncomingMessage, url: URL, table: RemoteTable, remoteName: string | null): Promise<Rendering> {
    if (!options.serverRender) return { page: null, kit: null, user: undefined };
    const [user, kit] = await Promise.all([
      sessionUser(req),
      remoteName
        ? remoteModules.load(remoteName, new URL(table[remoteName].manifest, options.remotesOrigin), table[remoteName].manifest).catch((error: unknown) => {
            options.log(`the ${remoteName} remote's server bundle could not be loaded, the browser renders ${url.pathname}: ${(error as Error).message}`);
            return null;
          })
        : null,
    ]);
    if (user === undefined || (remoteName && !kit?.module)) return { page: null, kit, user };
    if (kit?.module?.rendersOnServer && !kit.module.rendersOnServer(url, user)) return { page: null, kit, user };
    const cacheKey = user === null ? `${url.pathname}${url.search}|${kit?.version ?? 'shell'}` : null;
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
    });
    if (cacheKey) {
      if (visitorPages.size >= VISITOR_PAGE_CACHE_SIZE) visitorPages.delete(visitorPages.keys().next().value as string);
      visitorPages.set(cacheKey, { at: Date.now(), page });
    }
    return { page, kit, user };
  }

  return async (req: IncomingMessage, res: express.Response): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://shell.invalid');
    const [template, table, shellCss] = await Promise.all([readTemplate(), readTable(), readShellStyles()]);
    const remoteName = remoteForPath(url.pathname, table);
    let rendered: Rendering = { page: null, kit: null, user: undefined };
    try {
      rendered = await render(req, url, table, remoteName);
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
      // A page the browser renders still starts from the session the server found.
      session: rendered.user === undefined ? null : { user: rendered.user },
      nonce: cspNonce(res),
    });
    // The status its content names (404, 401, 403: see useResponseStatus); a page left to the browser is 200.
    res.writeHead(rendered.page?.status ?? 200, {
      'Content-Type': 'text/html; charset=utf-8',
      // Its nonce is this response's alone. A signed-in user's page (their directory, items,
      // profile, back office) is never written to disk by a browser or proxy; a visitor's is the
      // same for everyone but must be asked for again.
      'Cache-Control': rendered.user || SESSION_COOKIE.test(req.headers.cookie ?? '') ? 'private, no-store' : 'private, no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  };
}
