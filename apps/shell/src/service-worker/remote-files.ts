// Which files make up a remote as its mf-manifest.json lists them (issue 21): the files the
// service worker keeps so the remote starts with no network. Only what the remote's routes
// need: its entry and its exposed modules' chunks and stylesheets, not its copies of the shared
// libraries (the shell provides those: shareStrategy 'loaded-first').

interface AssetLists {
  sync?: string[];
  async?: string[];
}

export interface RemoteManifest {
  name?: string;
  metaData?: {
    name?: string;
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: Array<{ assets?: { js?: AssetLists; css?: AssetLists } }>;
}

/** The remote's name as its manifest gives it. */
export function remoteName(manifest: RemoteManifest): string | null {
  return manifest.metaData?.name ?? manifest.name ?? null;
}

/** Where the remote's files live: its publicPath, or ('auto') beside the manifest. */
export function remoteBase(manifest: RemoteManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  return base.href.endsWith('/') ? base.href : `${base.href}/`;
}

/** The absolute addresses of the remote's entry and of every chunk and stylesheet its exposed modules load. */
export function remoteFileUrls(manifest: RemoteManifest, manifestUrl: string): string[] {
  const base = remoteBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const files = new Set<string>();
  if (entry?.name) files.add(new URL(`${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`, base).href);
  for (const expose of manifest.exposes ?? []) {
    for (const kind of [expose.assets?.js, expose.assets?.css]) {
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(new URL(file, base).href);
    }
  }
  return [...files];
}
