import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { AUTH_MESSAGES } from '@bolo/contracts';
import { Button, useAuth, Link, NavLink, useLocation, useNavigate } from '@bolo/web';
import { Logo } from './Logo';
import { accountLinks, drawerLinks, mainLinks } from './navigation';

/** Sticky top navigation: a bar on wide screens, a side drawer on small ones. */
export function TopNav() {
  const { user } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <header className="topnav">
      <div className="container topnav__inner">
        <Logo />
        <nav className="topnav__links" aria-label="Main">
          {mainLinks(user).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className="topnav__link">
              {link.label}
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
        <button
          type="button"
          className="topnav__menu-button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
      </div>
      {drawerOpen ? <MobileDrawer onClose={() => setDrawerOpen(false)} /> : null}
    </header>
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
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {user.username.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{user.username}</span>
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

function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { user } = useAuth();
  const signOut = useSignOut();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  // Portalled to <body>: the sticky header's backdrop-filter would otherwise
  // become the containing block of this fixed-position overlay.
  return createPortal(
    <div className="drawer" id="mobile-drawer">
      <div className="drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="drawer__panel" role="dialog" aria-modal="true" aria-label="Menu">
        <div className="drawer__header">
          <Logo onClick={onClose} />
          <button type="button" ref={closeRef} className="drawer__close" aria-label="Close menu" onClick={onClose}>
            ×
          </button>
        </div>
        {user ? <p className="drawer__signed-in">{AUTH_MESSAGES.signedInAs(user.username)}</p> : null}
        <nav className="drawer__links" aria-label="Mobile">
          {drawerLinks(user).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className="drawer__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="drawer__actions">
          {user ? (
            <Button variant="outline" block onClick={() => void signOut()}>
              Sign Out
            </Button>
          ) : (
            <>
              <Button to="/login" variant="outline" block>
                Sign In
              </Button>
              <Button to="/pricing" block>
                Join Now
              </Button>
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
