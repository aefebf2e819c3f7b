import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { AUTH_MESSAGES, isSubscribedForNavigation } from '@bolo/contracts';
import { ALERT_COUNT_POLL_MS, Button, useAuth, useGetAlertCountQuery, Link, NavLink, useLocation, useNavigate } from '@bolo/web';
import { Logo } from './Logo';
import { accountLinks, ALERTS_PATH, drawerLinks, mainLinks } from './navigation';

/** Sticky top navigation: a bar on wide screens, a menu drawer on small ones. */
export function TopNav() {
  const { user } = useAuth();

  return (
    <header className="topnav">
      <div className="container topnav__inner">
        <Logo />
        <nav className="topnav__links" aria-label="Main">
          {mainLinks(user).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className="topnav__link">
              {link.label}
              {link.to === ALERTS_PATH ? <AlertsBadge /> : null}
            </NavLink>
          ))}
        </nav>
        <div className="topnav__actions">
          {user ? (
            <UserMenu />
          ) : (
            <>
              <Button to="/login" variant="ghost">
                Sign In
              </Button>
              <Button to="/pricing">Join Now</Button>
            </>
          )}
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}

/**
 * How many new matches of the member's saved searches are not seen yet (issue 22), asked once the
 * app runs and every minute after; nothing while there are none (or before the app starts).
 */
function AlertsBadge() {
  const { user } = useAuth();
  const { data } = useGetAlertCountQuery(undefined, { pollingInterval: ALERT_COUNT_POLL_MS, skip: !isSubscribedForNavigation(user) });
  const unseen = data?.unseen ?? 0;
  if (unseen === 0) return null;
  return (
    <span className="topnav__badge" data-testid="alerts-badge">
      {unseen > 99 ? '99+' : unseen}
      <span className="visually-hidden"> new</span>
    </span>
  );
}

function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/');
  };
}

function UserMenu() {
  const { user } = useAuth();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  const who = (
    <>
      <span className="user-menu__avatar" aria-hidden="true">
        {user.username.charAt(0).toUpperCase()}
      </span>
      <span className="user-menu__name">{user.username}</span>
    </>
  );
  return (
    <div className="user-menu" ref={rootRef}>
      {/* The menu opens only once the app runs: until then (or without scripts) its place is a
          link to the account page, and the button shows once <html data-app-ready> is set. */}
      <a href="/profile" className="user-menu__trigger user-menu__trigger--before-app">
        {who}
      </a>
      <button
        type="button"
        className="user-menu__trigger user-menu__trigger--app"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {who}
        <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      {open ? (
        <div className="user-menu__list" role="menu" id={menuId} aria-label="Account">
          {accountLinks(user).map((link) => (
            <Link key={link.to} to={link.to} role="menuitem" className="user-menu__item">
              {link.label}
            </Link>
          ))}
          <div className="user-menu__separator" role="separator" />
          <button type="button" role="menuitem" className="user-menu__item user-menu__item--button" onClick={() => void signOut()}>
            Sign Out
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The small screens' menu: a <details> disclosure, so it opens and closes without the app too
 * (its links are plain links, Sign Out a form the web server handles). With the app it also
 * closes on a route change, Escape and a click on the backdrop, and the page behind stays still.
 */
function MobileMenu() {
  const { user } = useAuth();
  const signOut = useSignOut();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  // Follows the element (the page's truth, also before the app started): see onToggle.
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  const close = useCallback(() => {
    if (details.current) details.current.open = false;
  }, []);

  // Opened before the app started: no toggle event will come for that.
  useLayoutEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      summary.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, close]);

  return (
    <details ref={details} className="mobile-menu" onToggle={(event) => setOpen(event.currentTarget.open)}>
      {/* The one control that opens and closes it: above the open drawer, it shows a cross. */}
      <summary ref={summary} className="topnav__menu-button" aria-label="Menu" aria-controls="mobile-drawer">
        <svg className="mobile-menu__open-icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <svg className="mobile-menu__close-icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </summary>
      <div className="drawer" id="mobile-drawer">
        <div className="drawer__backdrop" onClick={close} aria-hidden="true" />
        <div className="drawer__panel">
          <div className="drawer__header">
            <Logo onClick={close} />
          </div>
          {user ? <p className="drawer__signed-in">{AUTH_MESSAGES.signedInAs(user.username)}</p> : null}
          <nav className="drawer__links" aria-label="Mobile">
            {drawerLinks(user).map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className="drawer__link" onClick={close}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="drawer__actions">
            {user ? (
              <SignOutForm onSignOut={signOut} />
            ) : (
              <>
                <Button to="/login" variant="outline" block onClick={close}>
                  Sign In
                </Button>
                <Button to="/pricing" block onClick={close}>
                  Join Now
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </details>
  );
}

/** Sign Out as a form: without the app the web server signs out (server/form-handlers.ts). */
function SignOutForm({ onSignOut }: { onSignOut: () => Promise<void> }) {
  return (
    <form
      method="post"
      action="/signout"
      onSubmit={(event) => {
        event.preventDefault();
        void onSignOut();
      }}
    >
      <Button type="submit" variant="outline" block>
        Sign Out
      </Button>
    </form>
  );
}
