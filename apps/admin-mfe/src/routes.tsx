// The admin remote's exposed entry: a gate that needs no antd. Visitors and members get
// Access Denied (or the loading screen while the session loads) without downloading the
// back office; only an admin loads it (AdminApp.tsx, antd and all).
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { LoadingScreen } from '@bolo/web';
import { preloadPage } from './route-table';
import { AdminGate } from './shared/access/AdminGate';

let loadedAdminApp: ComponentType | null = null;

/** Loads the back office; once loaded it renders without suspending. */
export function loadAdminApp(): Promise<{ default: ComponentType }> {
  // The page's chunk downloads alongside the back office's, not after it renders.
  if (typeof window !== 'undefined') preloadPage(window.location.pathname);
  return import('./AdminApp').then((module) => {
    loadedAdminApp = module.default;
    return module;
  });
}

const LazyAdminApp = lazy(loadAdminApp);

export default function AdminRoutes() {
  return <AdminGate admin={() => <AdminBackOffice />} />;
}

function AdminBackOffice() {
  const AdminApp = loadedAdminApp ?? LazyAdminApp;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AdminApp />
    </Suspense>
  );
}
