// Which remote owns which address. remotes.json names each remote's manifest; the web
// server learns the addresses each one serves from the remote's own page list (its server
// bundle's `pages`) and hands the browser the completed table (inlined in the page, and at
// /remotes.json). A team adds a page, even a new top-level address, by deploying its remote.
//
// Pure (no imports) so the federation runtime plugin can use it before React and
// the shared modules exist.
export type RemoteName = string;

/**
 * One remote. A route is an exact address ('/') or an address with everything below it
 * ('/directory/*' matches /directory and /directory/...). No routes: the web server has not
 * reached the remote yet, so any address nobody else serves may be its.
 */
export interface RemoteEntry {
  manifest: string;
  routes: string[];
}

export type RemoteTable = Record<RemoteName, RemoteEntry>;

const BELOW = '/*';

/** The entries of a remotes.json document that are well formed; the others are reported and left out. */
export function parseRemoteTable(document: unknown): RemoteTable {
  const table: RemoteTable = {};
  if (!document || typeof document !== 'object' || Array.isArray(document)) {
    console.warn('[shell] /remotes.json is not an object of remotes');
    return table;
  }
  for (const [name, value] of Object.entries(document as Record<string, unknown>)) {
    const entry = value as Partial<RemoteEntry> | null;
    const routes = entry && Array.isArray(entry.routes) ? entry.routes.filter((route): route is string => typeof route === 'string' && route.startsWith('/')) : [];
    if (!entry || typeof entry.manifest !== 'string') {
      console.warn(`[shell] /remotes.json: "${name}" needs a manifest`);
      continue;
    }
    table[name] = { manifest: entry.manifest, routes };
  }
  return table;
}

/** How specifically `route` matches `path`: -1 for no match; an exact route beats any prefix, a longer prefix a shorter one. */
function matchScore(route: string, path: string): number {
  if (!route.endsWith(BELOW)) return route === path ? Number.MAX_SAFE_INTEGER : -1;
  const base = route.slice(0, -BELOW.length);
  return path === base || path.startsWith(`${base}/`) ? base.length : -1;
}

export function remoteForPath(pathname: string, table: RemoteTable): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  let best: RemoteName | null = null;
  let bestScore = -1;
  for (const [remote, entry] of Object.entries(table)) {
    for (const route of entry.routes) {
      const score = matchScore(route, path);
      if (score > bestScore) {
        best = remote;
        bestScore = score;
      }
    }
  }
  return best;
}

/** Some remote's addresses are not known yet (the web server could not reach it). */
export function remotesStillUnknown(table: RemoteTable): boolean {
  return Object.values(table).some((entry) => entry.routes.length === 0);
}

let remoteTable: Promise<RemoteTable> | null = null;
let loadedTable: RemoteTable | null = null;

/** The remotes table (inlined in the page), read once; read again after a failure, or when `fresh`. */
export function readRemoteTable({ fresh = false } = {}): Promise<RemoteTable> {
  if (fresh) {
    remoteTable = null;
    loadedTable = null;
  } else if (!remoteTable && !loadedTable) loadedTable = inlinedRemoteTable();
  if (!remoteTable && loadedTable) remoteTable = Promise.resolve(loadedTable);
  if (!remoteTable) {
    remoteTable = fetch('/remotes.json', { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((document) => {
        loadedTable = parseRemoteTable(document);
        return loadedTable;
      })
      .catch((error: unknown) => {
        remoteTable = null;
        throw error;
      });
  }
  return remoteTable;
}

/** The id of the <script type="application/json"> in which the web server inlines /remotes.json. */
export const INLINE_REMOTES_ID = 'bolo-remotes';

/** The table the web server inlined in the page (so the browser need not ask for it), or null. */
function inlinedRemoteTable(): RemoteTable | null {
  if (typeof document === 'undefined') return null;
  const script = document.getElementById(INLINE_REMOTES_ID);
  if (!script?.textContent) return null;
  try {
    return parseRemoteTable(JSON.parse(script.textContent));
  } catch {
    return null;
  }
}

/** The table once it has been read (or inlined in the page), else null. */
export function loadedRemoteTable(): RemoteTable | null {
  if (!loadedTable) loadedTable = inlinedRemoteTable();
  return loadedTable;
}
