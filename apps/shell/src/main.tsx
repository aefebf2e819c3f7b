// Shell entry. With federation's asyncStartup the shared modules are ready before this runs.
//
// A page the web server rendered (src/server/) carries its markup, the session it found and
// the API answers it showed: the browser loads the routed remote first, then hydrates the same
// tree with the same data. Any other page (the server's client-rendered fallback) renders
// here, also after the routed remote has loaded, so React's Suspense reveal delay is not paid.
import { StrictMode } from 'react';
import { config as zodConfig } from 'zod';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RootOptions } from 'react-dom/client';
import { createAppStore, hydrateApi } from '@bolo/web';
import { App } from './App';
import { isRemoteUnavailable } from './federation/remote-unavailable-error';
import { loadedRemoteTable, remoteForPath } from './federation/remote-routing';
import { ensureRemotesRegistered, loadRemoteRoutes } from './federation/remotes';
import type { ShellBoot } from './federation/shell-boot';
import { readRenderedState } from './server-render/rendered-state';
import { registerServiceWorker } from './service-worker/register';

// The pages' CSP has no 'unsafe-eval': zod's probe for eval (caught, but reported by the browser
// as a violation) stays off. Zod keeps the setting on globalThis, so the remotes' copies use it too.
zodConfig({ jitless: true });

// Past this, the page renders with its loading screen and the remote arrives when it can.
const REMOTE_WAIT_MS = 4000;

const rootOptions: RootOptions = {
  // A remote that is down is an expected, handled state (the area shows its
  // fallback), not an application error.
  onCaughtError(error, info) {
    if (isRemoteUnavailable(error)) console.warn(String(error));
    else console.error(error, info.componentStack);
  },
};

async function loadRoutedRemote(): Promise<ShellBoot> {
  try {
    await ensureRemotesRegistered();
  } catch (error) {
    console.warn('[shell] /remotes.json could not be read', error);
    return { table: null, routes: {} };
  }
  const table = loadedRemoteTable();
  const remote = table ? remoteForPath(window.location.pathname, table) : null;
  if (!remote) return { table, routes: {} };
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), REMOTE_WAIT_MS));
  const routes = await Promise.race([loadRemoteRoutes(remote).catch(() => null), timeout]);
  return { table, routes: routes ? { [remote]: routes } : {} };
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const rendered = readRenderedState();
  const store = createAppStore();
  if (rendered?.api) store.dispatch(hydrateApi(rendered.api));
  const boot = await loadRoutedRemote();
  const app = (
    <StrictMode>
      <App store={store} serverSession={rendered?.session} boot={boot} />
    </StrictMode>
  );
  if (rendered && container.firstElementChild) hydrateRoot(container, app, rootOptions);
  else createRoot(container, rootOptions).render(app);
}

void start();
registerServiceWorker();
