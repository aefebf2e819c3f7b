// The remotes' server bundles, as the web server finds them at run time: each remote
// publishes dist/server/server-manifest.json next to its mf-manifest.json; the bundle it
// names is downloaded from the remote's origin and run with the shell's shared modules.
// Every page request revalidates both manifests (conditional requests, about a millisecond
// on a local network), so a redeployed remote renders its new pages on the next request.
import vm from 'node:vm';
import type { RemoteServerModule } from '@bolo/web';
import type { RemoteName } from '../federation/remote-routing';
import type { InlineStyle } from './page-html';

export interface RemoteRenderKit {
  module: RemoteServerModule | null;
  /** The remote's stylesheets for its exposed routes (inlined into the page). */
  styles: InlineStyle[];
  /** The browser's first downloads for this remote, to preload: remoteEntry.js and the exposed chunks. */
  preload: string[];
  /** Changes whenever the remote is redeployed (a key for caches of rendered pages). */
  version: string;
  /** When the remote's server bundle was built (the sitemap's date for its fixed pages). */
  builtAt?: string;
}

interface Cached<T> {
  etag: string | null;
  value: T;
}

type SharedModules = Record<string, unknown>;

const FETCH_TIMEOUT_MS = 1500;

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * A restarted remote (a redeploy) leaves kept-alive connections to its old process: the
 * first request on one fails at once. One more try opens a new connection.
 */
async function fetchOnceMore(url: URL | string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return fetch(url, init);
  }
}

const RELATIVE = 'http://relative.invalid';

/** A remote's file as the browser addresses it: beside its manifest, relative to the site if the manifest's address is. */
function browserAddress(publicManifest: string): (file: string) => string {
  const base = new URL('.', new URL(publicManifest, RELATIVE));
  return (file) => {
    const url = new URL(file, base);
    return url.origin === RELATIVE ? `${url.pathname}${url.search}` : url.toString();
  };
}

export class RemoteServerModules {
  private readonly documents = new Map<string, Cached<unknown>>();
  private readonly bundles = new Map<string, Promise<RemoteServerModule>>();
  private readonly styles = new Map<string, Promise<string>>();

  constructor(
    private readonly shared: SharedModules,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  /**
   * What the page needs of a remote: its server bundle (null without one: the browser renders
   * the page), its stylesheets and first downloads. Null when the remote cannot be reached.
   * `manifestUrl` is where this server reads the manifest; `publicManifest` is the address in
   * remotes.json, which the browser resolves (it may be relative to the site).
   */
  async load(remote: RemoteName, manifestUrl: URL, publicManifest: string): Promise<RemoteRenderKit | null> {
    const base = new URL('.', manifestUrl);
    const serverManifestUrl = new URL('server/server-manifest.json', base);
    const [serverManifest, mfManifest] = await Promise.all([
      this.document<{ render?: string; builtAt?: string }>(serverManifestUrl),
      this.document<MfManifest>(manifestUrl),
    ]);
    if (!mfManifest) return null;
    const bundleUrl = serverManifest?.render ? new URL(serverManifest.render, serverManifestUrl).toString() : null;
    const exposed = mfManifest.exposes?.find((entry) => entry.path === './routes' || entry.name === 'routes');
    const cssFiles = [...(exposed?.assets?.css?.sync ?? []), ...(exposed?.assets?.css?.async ?? [])];
    const entryFile = mfManifest.metaData?.remoteEntry;
    const forBrowser = browserAddress(publicManifest);
    const preload = [...(entryFile?.name ? [`${entryFile.path ?? ''}${entryFile.name}`] : []), ...(exposed?.assets?.js?.sync ?? [])].map(forBrowser);
    const [module, sheets] = await Promise.all([
      bundleUrl ? this.bundle(remote, bundleUrl) : null,
      this.stylesheets(cssFiles.map((file) => new URL(file, base).toString())),
    ]);
    const styles = cssFiles.map((file, index) => ({ file, css: sheets[index] }));
    return { module, styles, preload, version: `${bundleUrl}|${cssFiles.join(',')}`, builtAt: serverManifest?.builtAt };
  }

  /** A JSON document, revalidated on every call; null when it is missing or unreadable. */
  private async document<T>(url: URL): Promise<T | null> {
    const key = url.toString();
    const cached = this.documents.get(key);
    try {
      const response = await fetchOnceMore(url, {
        headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status === 304 && cached) return cached.value as T;
      if (!response.ok) {
        this.documents.delete(key);
        return null;
      }
      const value = (await response.json()) as T;
      this.documents.set(key, { etag: response.headers.get('etag'), value });
      return value;
    } catch (error) {
      this.log(`could not read ${key}: ${(error as Error).message}`);
      return null;
    }
  }

  /** Bundles have content-hashed names: each is downloaded and run once. */
  private bundle(remote: RemoteName, url: string): Promise<RemoteServerModule> {
    const key = `${remote}|${url}`;
    let loading = this.bundles.get(key);
    if (!loading) {
      // A redeploy replaces the remote's bundle: forget its earlier ones.
      for (const older of this.bundles.keys()) if (older.startsWith(`${remote}|`)) this.bundles.delete(older);
      loading = this.download(url).then((code) => this.evaluate(code, url));
      loading.catch(() => this.bundles.delete(key));
      this.bundles.set(key, loading);
    }
    return loading;
  }

  private async download(url: string): Promise<string> {
    const response = await fetchOnceMore(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS * 4) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  }

  /** Runs a CommonJS bundle whose only imports are the shared modules. */
  private evaluate(code: string, url: string): RemoteServerModule {
    const run = vm.compileFunction(code, ['exports', 'require', 'module'], { filename: url });
    const module = { exports: {} as Record<string, unknown> };
    const requireShared = (request: string): unknown => {
      if (request in this.shared) return this.shared[request];
      throw new Error(`${url} needs "${request}", which the shell does not share`);
    };
    run(module.exports, requireShared, module);
    const exported = module.exports as Partial<RemoteServerModule>;
    if (typeof exported.routes !== 'function') throw new Error(`${url} exports no routes component`);
    if (!Array.isArray(exported.pages)) throw new Error(`${url} exports no page list`);
    return exported as RemoteServerModule;
  }

  private stylesheets(urls: string[]): Promise<string[]> {
    return Promise.all(
      urls.map((url) => {
        let loading = this.styles.get(url);
        if (!loading) {
          // Names are content-hashed; only redeploys add new ones. Keep the cache bounded anyway.
          if (this.styles.size > 500) this.styles.clear();
          loading = this.download(url);
          loading.catch(() => this.styles.delete(url));
          this.styles.set(url, loading);
        }
        return loading;
      }),
    );
  }
}
