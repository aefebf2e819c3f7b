import { Suspense } from 'react';
import { LoadingScreen, Toaster, useAuth, Outlet } from '@bolo/web';
import { Footer } from './Footer';
import { TopNav } from './TopNav';
import { usePageViews } from './usePageViews';
import './layout.css';

/**
 * Navigation, content area and footer around every page. The content area is at least as tall
 * as the viewport below the bar (layout.css), so while a page or a remote loads the footer stays
 * out of view instead of showing under the loading screen and then jumping down.
 */
export function Layout() {
  const { isLoading } = useAuth();
  usePageViews();
  if (isLoading) {
    // The initial session check: an empty bar where the navigation will be, so the loading screen
    // sits where the page's own will, and no links that may be wrong for this user.
    return (
      <div className="app-shell">
        <div className="topnav" aria-hidden="true">
          <div className="container topnav__inner" />
        </div>
        <main className="app-main" id="main" tabIndex={-1}>
          <LoadingScreen />
        </main>
      </div>
    );
  }
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopNav />
      <main className="app-main" id="main" tabIndex={-1}>
        {/* A page whose code is still loading shows the loading screen here, inside the frame. */}
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
