// The shell's route table. The shell owns only the account pages; every other
// address belongs to the remote whose routes in /remotes.json match it
// (federation/remote-routing.ts), and that remote's own <Routes> resolves the rest.
import { lazy } from 'react';
import { LoadingScreen, NotFound, Route, Routes, useLocation } from '@bolo/web';
import { Layout } from './layout/Layout';
import { RemoteArea, RemoteFallback } from './federation/RemoteArea';
import { remoteForPath } from './federation/remote-routing';
import { useRemoteTable } from './federation/useRemoteTable';

// Split out so their form validation code never weighs on other pages.
const LoginPage = lazy(() => import('./auth/LoginPage'));
const SignUpPage = lazy(() => import('./auth/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignUpPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}

function RemoteOutlet() {
  const { pathname } = useLocation();
  const remotes = useRemoteTable();
  // Without /remotes.json no address can be told apart from a 404: offer the retry.
  if (remotes.failed) return <RemoteFallback remote="remotes" onRetry={remotes.retry} />;
  if (!remotes.table) return <LoadingScreen />;
  const remote = remoteForPath(pathname, remotes.table);
  if (!remote) return <NotFound />;
  return <RemoteArea key={remote} remote={remote} />;
}
