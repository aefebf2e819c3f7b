import { Outlet } from 'react-router-dom';
import { LoadingScreen, Toaster, useAuth } from '@bolo/web';
import { Footer } from './Footer';
import { TopNav } from './TopNav';
import { usePageViews } from './usePageViews';
import './layout.css';

/** Navigation, content area and footer around every page. */
export function Layout() {
  const { isLoading } = useAuth();
  usePageViews();
  if (isLoading) return <LoadingScreen />;
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopNav />
      <main className="app-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
