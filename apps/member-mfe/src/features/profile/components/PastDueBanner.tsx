import { Button } from '@bolo/web';
import type { SubscriptionActions } from '../hooks/useSubscriptionActions';

/** A failed renewal (status past_due): the member updates the card on the payment provider's page. */
export function PastDueBanner({ actions }: { actions: SubscriptionActions }) {
  return (
    <section className="profile-past-due" aria-labelledby="past-due-title" data-testid="past-due-banner">
      <div>
        <h2 id="past-due-title" className="profile-past-due__title">
          Payment Past Due
        </h2>
        <p className="profile-past-due__text">Your last payment did not go through. Update your payment method to keep your access to the directory.</p>
      </div>
      <Button onClick={() => void actions.run('portal')} disabled={actions.pending !== null}>
        {actions.pending === 'portal' ? 'Opening...' : 'Update payment method'}
      </Button>
    </section>
  );
}
