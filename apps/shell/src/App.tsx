import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { AppProviders, LoadingScreen, BrowserRouter, StaticRouter } from '@bolo/web';
import type { AppStore, ServerSession } from '@bolo/web';
import { ShellBootProvider } from './federation/shell-boot';
import type { ShellBoot } from './federation/shell-boot';
import { AppRoutes } from './routes';

export interface AppProps {
  store: AppStore;
  /** Set when the page was (or is being) rendered on the server: the session it found. */
  serverSession?: ServerSession;
  boot?: ShellBoot;
  /** On the server: the address being rendered. */
  location?: string;
}

const NOTHING_LOADED: ShellBoot = { table: null, routes: {} };

export function App({ store, serverSession, boot = NOTHING_LOADED, location }: AppProps) {
  // Marks the page once the app runs on it (hydrated or rendered): forms and buttons work from here.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  const routes: ReactNode = (
    <Suspense fallback={<LoadingScreen />}>
      <AppRoutes />
    </Suspense>
  );
  return (
    <AppProviders store={store} serverSession={serverSession}>
      <ShellBootProvider value={boot}>
        {location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>}
      </ShellBootProvider>
    </AppProviders>
  );
}
