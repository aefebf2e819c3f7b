import { ADMIN_MESSAGES } from '@bolo/contracts';
import { useResponseStatus } from '../app/response-status';
import { usePageTitle } from '../hooks/usePageTitle';
import { Button } from './Button';

export function NotFound() {
  usePageTitle('Page Not Found');
  useResponseStatus(404);
  return (
    <section className="state-page" aria-labelledby="not-found-title" data-testid="not-found">
      <p className="state-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="state-page__title">
        {ADMIN_MESSAGES.pageNotFound}
      </h1>
      <p className="state-page__text">The page you are looking for does not exist or has moved.</p>
      <div className="state-page__actions">
        <Button to="/">Return to Home</Button>
      </div>
    </section>
  );
}
