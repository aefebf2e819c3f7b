import { useState } from 'react';
import { PLANS, PROFILE_MESSAGES, canManageSubscription, isPlanId, subscriptionStatusLabel } from '@bolo/contracts';
import type { PublicUser, SubscriptionStatusLabel } from '@bolo/contracts';
import { Badge, Button } from '@bolo/web';
import type { BadgeVariant } from '@bolo/web';
import type { SubscriptionActions } from '../hooks/useSubscriptionActions';
import { formatDate } from '../lib/dates';
import { ConfirmDialog } from './ConfirmDialog';

const STATUS_BADGE: Record<SubscriptionStatusLabel, BadgeVariant> = {
  Active: 'success',
  Cancelled: 'warning',
  'Past Due': 'danger',
  'No Subscription': 'secondary',
};

/** Subscription Details (spec §2, §4): badges, next billing date and the controls, or the View Plans prompt. */
export function SubscriptionCard({ profile, actions }: { profile: PublicUser; actions: SubscriptionActions }) {
  const [confirming, setConfirming] = useState(false);
  const status = profile.subscriptionStatus;
  const label = subscriptionStatusLabel(status);
  const plan = isPlanId(profile.subscriptionPlan) ? PLANS[profile.subscriptionPlan] : null;
  const endDate = formatDate(profile.subscriptionEndDate);
  const manageable = canManageSubscription(status);
  const busy = actions.pending !== null;

  return (
    <section className="card profile-card" aria-labelledby="subscription-title" data-testid="subscription-details">
      <div className="card__body">
        <div className="profile-card__header">
          <h2 id="subscription-title" className="profile-card__title">
            Subscription Details
          </h2>
        </div>
        <dl className="profile-facts">
          <div className="profile-facts__row">
            <dt>Status</dt>
            <dd>
              <Badge variant={STATUS_BADGE[label]}>
                <span data-testid="subscription-status">{label}</span>
              </Badge>
            </dd>
          </div>
          <div className="profile-facts__row">
            <dt>Plan</dt>
            <dd>
              <Badge variant={plan ? 'default' : 'outline'}>
                <span data-testid="subscription-plan">{plan ? plan.name : 'None'}</span>
              </Badge>
            </dd>
          </div>
          {manageable && endDate ? (
            <div className="profile-facts__row">
              <dt>Next Billing Date</dt>
              <dd data-testid="next-billing-date">{endDate}</dd>
            </div>
          ) : null}
          {status === 'canceled' && endDate ? (
            <div className="profile-facts__row">
              <dt>Access Until</dt>
              <dd data-testid="access-until">{endDate}</dd>
            </div>
          ) : null}
        </dl>
        {manageable ? (
          <div className="profile-card__actions" data-testid="subscription-controls">
            {profile.subscriptionPlan === 'monthly' ? (
              <Button onClick={() => void actions.run('upgrade')} disabled={busy}>
                {actions.pending === 'upgrade' ? 'Upgrading...' : 'Upgrade to Annual'}
              </Button>
            ) : null}
            {profile.subscriptionPlan === 'annual' ? (
              <Button variant="outline" onClick={() => void actions.run('downgrade')} disabled={busy}>
                {actions.pending === 'downgrade' ? 'Switching...' : 'Switch to Monthly'}
              </Button>
            ) : null}
            <Button variant="destructive" onClick={() => setConfirming(true)} disabled={busy}>
              {actions.pending === 'cancel' ? 'Cancelling...' : 'Cancel Subscription'}
            </Button>
          </div>
        ) : (
          <div className="profile-subscription__none" data-testid="no-subscription">
            <p>{PROFILE_MESSAGES.noActiveSubscription}</p>
            <Button to="/pricing">View Plans</Button>
          </div>
        )}
        {plan?.id === 'monthly' && manageable ? (
          <p className="profile-card__note">Upgrading to annual takes effect immediately; you pay the prorated difference today.</p>
        ) : null}
        {plan?.id === 'annual' && manageable ? (
          <p className="profile-card__note">Switching to monthly takes effect at the end of your current billing period.</p>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Cancel your subscription?"
          confirmLabel="Yes, Cancel Subscription"
          cancelLabel="Keep Subscription"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void actions.run('cancel');
          }}
        >
          You keep your access until the end of the current billing period{endDate ? ` (${endDate})` : ''}. You can subscribe again at any time.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
