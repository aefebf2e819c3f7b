// Which remote owns which address. Pure (no imports) so the federation runtime
// plugin can use it before React and the shared modules exist.
export type RemoteName = 'marketing' | 'member' | 'admin';

// Path prefixes per remote; a prefix matches itself and anything below it.
// '/' exactly belongs to marketing as well.
const REMOTE_PREFIXES: ReadonlyArray<readonly [RemoteName, readonly string[]]> = [
  ['admin', ['/admin']],
  ['member', ['/directory', '/bolo', '/my-bolos', '/add-bolo', '/profile', '/payment-success']],
  ['marketing', ['/landing', '/lp', '/pricing', '/blog', '/help', '/help-center', '/contact', '/privacy', '/terms-of-service']],
];

export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return 'marketing';
  for (const [remote, prefixes] of REMOTE_PREFIXES) {
    if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return remote;
  }
  return null;
}

export type RemoteTable = Partial<Record<RemoteName, string>>;

let remoteTable: Promise<RemoteTable> | null = null;

/** /remotes.json (preloaded by index.html), read once; read again after a failure. */
export function readRemoteTable(): Promise<RemoteTable> {
  if (!remoteTable) {
    remoteTable = fetch('/remotes.json', { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
        return response.json() as Promise<RemoteTable>;
      })
      .catch((error: unknown) => {
        remoteTable = null;
        throw error;
      });
  }
  return remoteTable;
}

/**
 * Adds <link rel=preload> for the current address's remote manifest, so it is
 * fetched while the shell's shared chunks are still downloading. The runtime's
 * own fetch (cors, no credentials) then reuses it.
 */
export function preloadFirstRouteManifest(): void {
  if (typeof document === 'undefined') return;
  const remote = remoteForPath(window.location.pathname);
  if (!remote) return;
  readRemoteTable()
    .then((table) => {
      const href = table[remote];
      if (!href) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    })
    .catch(() => undefined); // the shell reports a missing remotes.json itself
}
