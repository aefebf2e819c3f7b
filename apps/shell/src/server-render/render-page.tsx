// Renders one page of the app to HTML on the server: the shell's layout and, for a remote's
// address, the remote's routes from its server bundle, with the answers they show already
// in the store. Used by the web server (src/server/); the browser hydrates the result.
import { prerenderToNodeStream } from 'react-dom/static';
import { createAppStore, FormEchoProvider, loadPageData, ResponseStatusContext } from '@bolo/web';
import type { PublicUser } from '@bolo/contracts';
import type { FormEcho, RemoteServerModule, ResponseStatusSink, RootState, ServerRequest } from '@bolo/web';
import { App } from '../App';
import type { RemoteName, RemoteTable } from '../federation/remote-routing';
import type { RenderedState } from './rendered-state';

/** A page that takes longer than this renders in the browser instead. */
const RENDER_TIMEOUT_MS = 3000;

export interface PageRequest {
  url: URL;
  user: PublicUser | null;
  table: RemoteTable;
  /** The remote that owns the address and its server bundle, or null for the shell's own pages. */
  remote: { name: RemoteName; module: RemoteServerModule } | null;
  api: ServerRequest;
  /** The answer to a form posted to the page (server/form-posts.ts): its message and what was typed. */
  formEcho?: FormEcho | null;
}

export interface RenderedPage {
  html: string;
  state: RenderedState;
  /** The HTTP status the page's content names (404 for a not-found page, 401/403 for a paywall), else 200. */
  status: number;
  /** The store once the page's answers arrived (its head is made from them). */
  finalState: RootState;
}

export async function renderPage({ url, user, table, remote, api, formEcho = null }: PageRequest): Promise<RenderedPage> {
  const store = createAppStore(undefined, { server: api });
  const deadline = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  if (remote) await race(loadPageData(remote.module.pages, url, store, user), deadline);
  const session = { user };
  const boot = { table, routes: remote ? { [remote.name]: { default: remote.module.routes } } : {} };
  let failure: unknown = null;
  const response: ResponseStatusSink = { status: 200 };
  const app = <App store={store} serverSession={session} boot={boot} location={`${url.pathname}${url.search}`} />;
  const page = (
    <ResponseStatusContext.Provider value={response}>
      <FormEchoProvider value={formEcho}>{app}</FormEchoProvider>
    </ResponseStatusContext.Provider>
  );
  const { prelude } = await prerenderToNodeStream(page, {
    signal: deadline,
    // Never outline a large Suspense boundary into a script-revealed segment: the page must
    // read in order, and without JavaScript.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // An error inside the tree would leave a client-rendered hole: render it all in the browser instead.
  if (failure) throw failure;
  const finalState = store.getState();
  return { html: Buffer.concat(chunks).toString('utf8'), state: { session, api: finalState.api }, status: response.status, finalState };
}

function race<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });
}
