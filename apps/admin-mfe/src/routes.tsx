// The admin remote's table of contents: renders the route table (route-table.tsx).
// Paths there are absolute; the shell hands this remote every address under the
// prefixes listed for "admin" in remotes.json.
import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound, useAuth } from '@bolo/web';
import { ADMIN_ROUTES, quickLinksFor } from './route-table';
import { accessFor } from './shared/access/access';
import { RequireAccess } from './shared/access/RequireAccess';
import { AdminTheme } from './shared/components/AdminTheme';
import { QuickLinksProvider } from './shared/routing/quick-links';

export default function AdminRoutes() {
  const { user } = useAuth();
  const quickLinks = useMemo(() => quickLinksFor(accessFor(user)), [user]);
  return (
    <AdminTheme>
      <QuickLinksProvider value={quickLinks}>
        <Routes>
          {ADMIN_ROUTES.map(({ path, page: Page, access }) =>
            Page ? (
              <Route
                key={path}
                path={path.slice(1)}
                element={
                  <RequireAccess access={access}>
                    <Page />
                  </RequireAccess>
                }
              />
            ) : null,
          )}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </QuickLinksProvider>
    </AdminTheme>
  );
}
