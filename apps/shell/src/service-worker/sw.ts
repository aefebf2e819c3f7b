/// <reference lib="webworker" />
// The service worker (issue 21): the installed app starts and moves between pages with no
// network. Built by Workbox's InjectManifest with the shell (tools/webpack/federated-app.js).
//
// Online nothing changes: pages, the shell's entry and the remotes' manifests and entries come
// from the network first, so a redeployed shell or remote is what the next online visit runs.
// Offline it answers from what the last online visit kept:
// - pages: the app shell (/app-shell: the shell's page without a server render or a session),
//   which the browser renders at the address asked for, the session from localStorage;
// - the shell's files: precached at install, so they always belong together;
// - the member and marketing remotes: each time their manifest is read online, every file their
//   routes need is fetched and kept, and the files of versions older than the one before are
//   dropped (a page still open on the previous version can finish loading it);
// - the saved items' card pictures, which the member app keeps after each pack sync.
// /api is never answered from a cache (the member app reads the store pack itself).
import { SAVED_PICTURES_CACHE } from '@bolo/contracts';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { INLINE_REMOTES_ID } from '../federation/remote-routing';
import { remoteBase, remoteFileUrls, remoteName, type RemoteManifest } from './remote-files';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const APP_SHELL = '/app-shell';
const ENTRY = '/main.js';
/** The app shell and the shell's entry, fetched fresh at install and on online visits. */
const PAGES_CACHE = 'bolo-pages';
/** Content-hashed files that are not precached: the remotes', and the shell's of a newer release. */
const FILES_CACHE = 'bolo-files';
/** The remotes kept whole for offline use (the back office is not: it needs the network anyway). */
const OFFLINE_REMOTES = new Set(['member', 'marketing']);
/** A page slower than this is answered from the app shell (a store's weak signal). */
const NETWORK_TIMEOUT_S = 5;
/** The app shell is fetched again at most this often while online (it carries the remotes table). */
const APP_SHELL_REFRESH_MS = 60_000;
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|css)$/;

// A new release takes over at once: pages come from the network, so they already are the new
// release, and an open page's shell files stay in the precache of the version that loaded them
// until its next navigation.
self.skipWaiting();
clientsClaim();

// The shell's files (hashed chunks, stylesheets, icons, the web app manifest).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', (event) => {
  event.waitUntil(refreshPages());
});

let pagesRefreshedAt = 0;
/**
 * The app shell and the entry as the server has them now, then the remotes its table lists
 * (the first visit loaded them before this worker was there to keep them).
 */
async function refreshPages(): Promise<void> {
  pagesRefreshedAt = Date.now();
  const cache = await caches.open(PAGES_CACHE);
  await cache.addAll([new Request(APP_SHELL, { cache: 'reload', credentials: 'omit' }), new Request(ENTRY, { cache: 'reload' })]);
  const shell = await cache.match(APP_SHELL);
  const table = remotesTable((await shell?.text()) ?? '');
  await Promise.all(
    Object.values(table).map(({ manifest }) => keepRemoteAt(new URL(manifest, self.location.origin).href).catch((error: unknown) => console.warn('[sw] remote not kept', manifest, error))),
  );
}

/** The remotes table the web server inlines in every page (federation/remote-routing.ts). */
function remotesTable(html: string): Record<string, { manifest: string }> {
  const json = new RegExp(`<script type="application/json" id="${INLINE_REMOTES_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  try {
    return json ? (JSON.parse(json) as Record<string, { manifest: string }>) : {};
  } catch {
    return {};
  }
}

/** Reads a remote's manifest and, for a remote kept for offline use, keeps it and its files. */
async function keepRemoteAt(manifestUrl: string): Promise<void> {
  const response = await fetch(manifestUrl, { mode: 'cors', credentials: 'omit', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = (await response.clone().json()) as RemoteManifest;
  if (!OFFLINE_REMOTES.has(remoteName(manifest) ?? '')) return;
  await (await caches.open(FILES_CACHE)).put(manifestUrl, response);
  await keepRemote(manifest, manifestUrl);
}

function timeout(seconds: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('network timeout')), seconds * 1000));
}

// Pages: the network's answer; with no network (or a server that cannot answer), the app shell.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  async ({ request, event }) => {
    try {
      const response = await Promise.race([fetch(request), timeout(NETWORK_TIMEOUT_S)]);
      if (response.status < 502 || response.status > 504) {
        if (Date.now() - pagesRefreshedAt > APP_SHELL_REFRESH_MS) event.waitUntil(refreshPages().catch(() => undefined));
        return response;
      }
    } catch {
      // no network: the app shell below
    }
    const shell = await caches.match(APP_SHELL, { cacheName: PAGES_CACHE });
    return shell ?? Response.error();
  },
);

// The shell's entry keeps its name across releases: the network's copy first.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === ENTRY,
  new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_S }),
);

/** A remote's manifest read online: its remote's files are fetched and kept (member and marketing only). */
const keepRemoteFiles: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!response.ok) return null;
    const manifest = (await response.clone().json().catch(() => null)) as RemoteManifest | null;
    return manifest && OFFLINE_REMOTES.has(remoteName(manifest) ?? '') ? response : null;
  },
  cacheDidUpdate: async ({ request }) => {
    const cached = await caches.match(request.url, { cacheName: FILES_CACHE });
    const manifest = (await cached?.json().catch(() => null)) as RemoteManifest | null;
    // Workbox runs this after the page has its answer, inside the event's lifetime.
    if (manifest) await keepRemote(manifest, request.url).catch((error: unknown) => console.warn('[sw] remote files not kept', error));
  },
};

// Remotes' manifests and entries keep their names across releases: the network's copy first.
registerRoute(({ url }) => url.pathname.endsWith('/mf-manifest.json'), new NetworkFirst({ cacheName: FILES_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [keepRemoteFiles], matchOptions: { ignoreVary: true } }));
registerRoute(({ url }) => url.pathname.endsWith('/remoteEntry.js'), new NetworkFirst({ cacheName: FILES_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_S, matchOptions: { ignoreVary: true } }));

// Content-hashed scripts and stylesheets never change: from the cache once there.
registerRoute(
  ({ request, url }) => (request.destination === 'script' || request.destination === 'style') && HASHED.test(url.pathname),
  new CacheFirst({ cacheName: FILES_CACHE, matchOptions: { ignoreVary: true }, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
);

// Item pictures: the network's; offline, the saved items' card pictures the member app kept.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/images/bolo-items/'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await caches.match(request, { cacheName: SAVED_PICTURES_CACHE });
      if (kept) return kept;
      throw error;
    }
  },
);

/** What was kept of a remote: the files of its current and previous versions. */
interface KeptVersions {
  current: string[];
  previous: string[];
}

/**
 * Fetches the remote's files the cache lacks, then drops the files of older versions. The
 * record of what is kept lives in the same cache, beside the remote's files.
 */
async function keepRemote(manifest: RemoteManifest, manifestUrl: string): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  const base = remoteBase(manifest, manifestUrl);
  const recordUrl = `${base}.bolo-kept-files.json`;
  const files = remoteFileUrls(manifest, manifestUrl);
  const record = ((await (await cache.match(recordUrl))?.json().catch(() => null)) ?? null) as KeptVersions | null;
  const sameVersion = record !== null && record.current.length === files.length && record.current.every((file, at) => file === files[at]);
  for (const file of files) {
    // The entry keeps its name across versions: always the copy that goes with this manifest.
    const isEntry = !HASHED.test(new URL(file).pathname);
    if (!isEntry && (await cache.match(file, { ignoreVary: true }))) continue;
    const response = await fetch(file, { mode: 'cors', credentials: 'omit', cache: isEntry ? 'no-cache' : 'default' });
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    await cache.put(file, response);
  }
  if (sameVersion) return;
  const kept: KeptVersions = { current: files, previous: record?.current ?? [] };
  const keep = new Set([...kept.current, ...kept.previous, manifestUrl, recordUrl]);
  for (const request of await cache.keys()) {
    if (request.url.startsWith(base) && !keep.has(request.url)) await cache.delete(request);
  }
  await cache.put(recordUrl, new Response(JSON.stringify(kept), { headers: { 'Content-Type': 'application/json' } }));
}
