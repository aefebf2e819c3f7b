// The shell's route table. The shell owns only the account pages (pages.ts); every other
// address belongs to the remote whose routes in the remotes table match it
// (federation/remote-routing.ts), and that remote's own <Routes> resolves the rest.
import { LoadingScreen, NotFound, PageFrame, Route, Routes, useLocation } from '@bolo/web';
import { Layout } from './layout/Layout';
import { RemoteArea, RemoteFallback } from './federation/RemoteArea';
import { remoteForPath, remotesStillUnknown } from './federation/remote-routing';
import { useRemoteTable } from './federation/useRemoteTable';
import { SHELL_PAGES } from './pages';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {SHELL_PAGES.map((definition) => (
          <Route key={definition.path} path={definition.path.slice(1)} element={<PageFrame definition={definition} />} />
        ))}
        <Route path="not-found" element={<NotFound />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}

function RemoteOutlet() {
  const { pathname } = useLocation();
  const remotes = useRemoteTable();
  // Without the remotes table no address can be told apart from a 404: offer the retry.
  if (remotes.failed) return <RemoteFallback remote="remotes" onRetry={remotes.retry} />;
  if (!remotes.table) return <LoadingScreen />;
  const remote = remoteForPath(pathname, remotes.table);
  if (remote) return <RemoteArea key={remote} remote={remote} />;
  // A remote the web server could not reach yet may serve this address: not a 404 until it has answered.
  if (remotesStillUnknown(remotes.table)) return <RemoteFallback remote="remotes" onRetry={remotes.retry} />;
  return <NotFound />;
}
