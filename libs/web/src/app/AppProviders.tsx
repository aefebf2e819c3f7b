import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../auth/AuthProvider';
import type { ServerSession } from '../auth/AuthProvider';
import { createAppStore } from '../store/store';
import type { AppStore } from '../store/store';
import { Toaster } from '../toast/Toaster';

/** The store and the session, in the order every page needs them. */
export function AppProviders({ store, serverSession, children }: { store: AppStore; serverSession?: ServerSession; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AuthProvider serverSession={serverSession}>{children}</AuthProvider>
    </Provider>
  );
}

/**
 * Lets a remote run on its own port without the shell (a team's local check):
 * its own store, session, router and toasts, no navigation.
 */
export function StandaloneRemote({ children }: { children: ReactNode }) {
  const [store] = useState(() => createAppStore());
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <main className="app-main container">{children}</main>
        <Toaster />
      </BrowserRouter>
    </AppProviders>
  );
}

/** A remote's standalone entry: renders its routes into #root with their own providers. */
export function mountStandaloneRemote(RemoteRoutes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the standalone page');
  createRoot(container).render(
    <StandaloneRemote>
      <RemoteRoutes />
    </StandaloneRemote>,
  );
}
