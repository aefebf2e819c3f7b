import type { ReactNode } from 'react';
import { useResponseStatus } from '../app/response-status';

export type StateIcon = 'lock' | 'search' | 'alert' | 'bookmark' | 'user';

const ICON_PATHS: Record<StateIcon, ReactNode> = {
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  alert: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5v.5" />
    </>
  ),
  bookmark: <path d="M6 3h12v18l-6-4-6 4z" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
};

export interface StatePageProps {
  title: string;
  icon?: StateIcon;
  tone?: 'default' | 'danger';
  children?: ReactNode;
  actions?: ReactNode;
  /** Small print under the actions. */
  footer?: ReactNode;
  testId?: string;
  /** Heading level: 1 for a whole-page state, 2 inside a page that has its own h1. */
  level?: 1 | 2;
  /** The HTTP status the server answers when this is the page's state (404 not found, 401 log in, 403 no right). */
  status?: 401 | 403 | 404;
}

/** A centred message screen (paywall, not found, error, empty list) on the shared .state-page styles. */
export function StatePage({ title, icon = 'alert', tone = 'default', children, actions, footer, testId, level = 1, status }: StatePageProps) {
  useResponseStatus(status);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`state-page state-view${level === 2 ? ' state-view--inline' : ''}`} data-testid={testId}>
      <div className={`state-page__icon${tone === 'danger' ? ' state-page__icon--danger' : ''}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {ICON_PATHS[icon]}
        </svg>
      </div>
      <Heading className="state-page__title">{title}</Heading>
      {children}
      {actions ? <div className="state-page__actions">{actions}</div> : null}
      {footer ? <p className="state-page__text state-view__footnote">{footer}</p> : null}
    </section>
  );
}
