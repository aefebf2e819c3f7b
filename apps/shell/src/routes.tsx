// The shell's route table. The shell owns only the account pages; every other
// address belongs to a remote, chosen by path prefix (federation/remotes.ts),
// and that remote's own <Routes> resolves the rest.
import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFound } from '@bolo/web';
import { Layout } from './layout/Layout';
import { RemoteArea } from './federation/RemoteArea';
import { remoteForPath } from './federation/remotes';

// Split out so their form validation code never weighs on other pages.
const LoginPage = lazy(() => import('./auth/LoginPage'));
const SignUpPage = lazy(() => import('./auth/SignUpPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignUpPage />} />
        {/* /forgot-password and /reset-password: not routed yet (a later issue); they fall to 404. */}
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}

/** Marketing: / /landing /lp /pricing /blog /help(-center) /contact /privacy /terms-of-service.
 *  Member: /directory /bolo /my-bolos /add-bolo /profile /payment-success. Admin: /admin. */
function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFound />;
  return <RemoteArea key={remote} remote={remote} />;
}
