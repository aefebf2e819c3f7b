import { useState } from 'react';
import { PLANS, PROFILE_MESSAGES, canManageSubscription, isPlanId, subscriptionStatusLabel } from '@bolo/contracts';
import type { PublicUser, SubscriptionDetails, SubscriptionStatusLabel } from '@bolo/contracts';
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

/**
 * What the payment provider has arranged (GET /api/subscription): `settled` once the answer or a
 * failure is in; `subscription` undefined when it could not be read (the card then goes by the
 * account's own columns, as before), null when the provider has no subscription for the member.
 */
export interface ProviderSubscription {
  settled: boolean;
  subscription: SubscriptionDetails | null | undefined;
}

/** A switch of plan the provider will make at the period end, when there is one. */
function scheduledSwitch(details: ProviderSubscription, currentPlan: string | null) {
  const scheduled = details.subscription?.scheduledPlan;
  if (!scheduled || scheduled === currentPlan) return null;
  const on = formatDate(details.subscription?.scheduledChangeAt ?? details.subscription?.currentPeriodEnd);
  return { plan: PLANS[scheduled], on };
}

/**
 * Subscription Details (spec §2, §4): badges, next billing date and the controls, or the View Plans
 * prompt. A switch to monthly already scheduled is shown with its date instead of being offered
 * again; Switch to Monthly waits for the provider's answer, so it is never offered before we know.
 */
export function SubscriptionCard({ profile, actions, details }: { profile: PublicUser; actions: SubscriptionActions; details: ProviderSubscription }) {
  const [confirming, setConfirming] = useState(false);
  const status = profile.subscriptionStatus;
  const label = subscriptionStatusLabel(status);
  const plan = isPlanId(profile.subscriptionPlan) ? PLANS[profile.subscriptionPlan] : null;
  const endDate = formatDate(profile.subscriptionEndDate);
  const manageable = canManageSubscription(status);
  const busy = actions.pending !== null;
  const switching = manageable ? scheduledSwitch(details, profile.subscriptionPlan) : null;
  const offerSwitch = profile.subscriptionPlan === 'annual' && details.settled && switching === null;

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
          {switching ? (
            <div className="profile-facts__row">
              <dt>Scheduled Change</dt>
              <dd data-testid="scheduled-change">{`Switches to ${switching.plan.name}${switching.on ? ` on ${switching.on}` : ' at the end of the billing period'}`}</dd>
            </div>
          ) : null}
          {status === 'canceled' && endDate ? (
            <div className="profile-facts__row">
              <dt>Access Until</dt>
              <dd data-testid="access-until">{endDate}</dd>
            </div>
          ) : null}
        </dl>
        {status === 'canceled' && endDate ? (
          <p className="profile-card__note" data-testid="access-continues">
            Your subscription is cancelled: access continues until {endDate}.
          </p>
        ) : null}
        {manageable ? (
          <div className="profile-card__actions" data-testid="subscription-controls">
            {profile.subscriptionPlan === 'monthly' ? (
              <Button onClick={() => void actions.run('upgrade')} disabled={busy}>
                {actions.pending === 'upgrade' ? 'Upgrading...' : 'Upgrade to Annual'}
              </Button>
            ) : null}
            {offerSwitch ? (
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
        {plan?.id === 'annual' && manageable && !switching ? (
          <p className="profile-card__note">Switching to monthly takes effect at the end of your current billing period.</p>
        ) : null}
        {switching ? (
          <p className="profile-card__note">
            You keep the {plan?.name ?? 'current'} plan until then; you can still cancel.
          </p>
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
