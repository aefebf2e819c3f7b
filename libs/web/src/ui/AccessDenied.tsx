import { AUTH_MESSAGES } from '@bolo/contracts';
import { useResponseStatus } from '../app/response-status';
import { useAuth } from '../auth/AuthProvider';
import { Button } from './Button';

/** Shown to visitors and users who may not open a protected page. */
export function AccessDenied({ message = 'You need the right permissions to view this page. Please log in with an authorised account.' }: { message?: string }) {
  // A visitor must log in (401); a signed-in user lacks the right (403).
  useResponseStatus(useAuth().user ? 403 : 401);
  return (
    <section className="state-page" aria-labelledby="access-denied-title">
      <div className="state-page__icon state-page__icon--danger" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </div>
      <h1 id="access-denied-title" className="state-page__title">
        {AUTH_MESSAGES.accessDenied}
      </h1>
      <p className="state-page__text">{message}</p>
      <div className="state-page__actions">
        <Button to="/login">Log In to Access</Button>
        <Button to="/" variant="outline">
          Return to Home
        </Button>
      </div>
    </section>
  );
}
