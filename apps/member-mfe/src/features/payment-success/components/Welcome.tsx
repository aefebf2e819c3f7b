import { DEFAULT_BOLO_COUNT } from '@bolo/contracts';
import { Button, useGetBoloCountQuery } from '@bolo/web';
import { useAwaitAccess } from '../hooks/useAwaitAccess';

/**
 * The welcome screen (spec member-side §4): where to go next, and how many BOLOs await. Shown
 * only when nothing was refused: a refused link has its own state (LinkRefused).
 */
export function Welcome() {
  const count = useGetBoloCountQuery();
  useAwaitAccess(true);
  const itemCount = typeof count.data?.count === 'number' && count.data.count > 0 ? count.data.count : DEFAULT_BOLO_COUNT;

  return (
    <div className="container member-page payment-success">
      <section className="card payment-success__card payment-success__card--wide" aria-labelledby="welcome-title" data-testid="payment-welcome">
        <div className="card__body">
          <p className="payment-success__eyebrow">Payment successful</p>
          <h1 id="welcome-title" className="payment-success__title">
            Welcome to BOLO Directory!
          </h1>
          <p className="payment-success__lead" data-testid="welcome-count">
            {/* No number while the count loads, so the default never flashes before the real one. */}
            You now have access to {count.isLoading ? 'the full directory of' : <strong>{itemCount.toLocaleString('en-US')}+</strong>} profitable BOLOs, with new
            finds added every week.
          </p>
          <p className="payment-success__hint">
            Your membership becomes active as soon as the payment provider confirms the payment, usually within a few seconds.
          </p>
          <div className="payment-success__next">
            <Button to="/directory" size="lg">
              Browse the Directory
            </Button>
            <Button to="/profile" variant="outline" size="lg">
              View Your Profile
            </Button>
            <Button to="/help-center" variant="ghost" size="lg">
              Help Center
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
