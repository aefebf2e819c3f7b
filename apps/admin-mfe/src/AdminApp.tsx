// The back office for admins (loaded by routes.tsx only once the user is known to be one):
// renders the route table (route-table.tsx). Paths there are absolute; the shell hands this
// remote every address under the prefixes listed for "admin" in remotes.json.
import { Suspense, useMemo } from 'react';
import { LoadingScreen, NotFound, useAuth, Route, Routes } from '@bolo/web';
import { ADMIN_ROUTES, quickLinksFor } from './route-table';
import { accessFor } from './shared/access/access';
import { RequireAccess } from './shared/access/RequireAccess';
import { AdminTheme } from './shared/components/AdminTheme';
import { AdminLayout } from './shared/layout/AdminLayout';
import { QuickLinksProvider } from './shared/routing/quick-links';

export default function AdminApp() {
  const { user, isLoading } = useAuth();
  const access = useMemo(() => accessFor(user), [user]);
  const quickLinks = useMemo(() => quickLinksFor(access), [access]);
  // Each page is its own chunk (route-table.tsx): the frame stays while one loads.
  const routes = (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        {ADMIN_ROUTES.map(({ path, page: Page, access: flag }) =>
          Page ? (
            <Route
              key={path}
              path={path.slice(1)}
              element={
                <RequireAccess access={flag}>
                  <Page />
                </RequireAccess>
              }
            />
          ) : null,
        )}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
  return (
    <AdminTheme>
      <QuickLinksProvider value={quickLinks}>
        {/* The admin frame only for admins: the loading screen and Access Denied stand alone (RequireAccess). */}
        {!isLoading && access.canAdmin ? <AdminLayout routes={ADMIN_ROUTES}>{routes}</AdminLayout> : routes}
      </QuickLinksProvider>
    </AdminTheme>
  );
}
