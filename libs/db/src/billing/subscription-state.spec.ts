import { hasDirectoryAccess, subscriptionStatusLabel } from '@bolo/contracts';
import { subscriptionToUserState, type SubscriptionFacts } from './subscription-state';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const PERIOD_END = new Date('2026-07-15T12:00:00.000Z');
const PAST = new Date('2026-06-01T00:00:00.000Z');

function sub(overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts {
  return { status: 'active', plan: 'monthly', cancelAtPeriodEnd: false, currentPeriodEnd: PERIOD_END, endedAt: null, ...overrides };
}

const access = (facts: SubscriptionFacts, at = NOW) => {
  const state = subscriptionToUserState(facts, NOW);
  return hasDirectoryAccess({ isAdmin: false, subscriptionStatus: state.status, subscriptionEndDate: state.endDate }, at);
};

describe('subscriptionToUserState', () => {
  it.each(['active', 'trialing'])('%s -> active until the period end (Next Billing Date), with its plan', (status) => {
    expect(subscriptionToUserState(sub({ status, plan: 'annual' }), NOW)).toEqual({ status: 'active', plan: 'annual', endDate: PERIOD_END });
    expect(access(sub({ status }))).toBe(true);
  });

  it('set to cancel at the period end -> canceled with that end date: access until then, none after', () => {
    const state = subscriptionToUserState(sub({ cancelAtPeriodEnd: true }), NOW);
    expect(state).toEqual({ status: 'canceled', plan: 'monthly', endDate: PERIOD_END });
    expect(subscriptionStatusLabel(state.status)).toBe(subscriptionStatusLabel('canceled'));
    expect(access(sub({ cancelAtPeriodEnd: true }))).toBe(true);
    expect(access(sub({ cancelAtPeriodEnd: true }), new Date(PERIOD_END.getTime() + 1000))).toBe(false);
  });

  it('set to cancel with the period already over -> free', () => {
    expect(subscriptionToUserState(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: PAST }), NOW)).toEqual({ status: 'free', plan: 'none', endDate: null });
  });

  it.each(['past_due', 'unpaid', 'paused'])('%s -> past_due, no directory access', (status) => {
    expect(subscriptionToUserState(sub({ status }), NOW)).toEqual({ status: 'past_due', plan: 'monthly', endDate: PERIOD_END });
    expect(access(sub({ status }))).toBe(false);
  });

  it.each(['canceled', 'incomplete_expired'])('%s -> free with plan none', (status) => {
    expect(subscriptionToUserState(sub({ status, endedAt: PAST }), NOW)).toEqual({ status: 'free', plan: 'none', endDate: null });
    expect(access(sub({ status }))).toBe(false);
  });

  it('ended (ended_at in the past) whatever the status -> free', () => {
    expect(subscriptionToUserState(sub({ endedAt: PAST }), NOW).status).toBe('free');
  });

  it('incomplete (first payment missing) and unknown statuses -> incomplete without access', () => {
    expect(subscriptionToUserState(sub({ status: 'incomplete' }), NOW)).toEqual({ status: 'incomplete', plan: 'monthly', endDate: null });
    expect(subscriptionToUserState(sub({ status: 'something_new' }), NOW).status).toBe('incomplete');
    expect(access(sub({ status: 'incomplete' }))).toBe(false);
  });

  it('an unknown price keeps the stored plan (plan null)', () => {
    expect(subscriptionToUserState(sub({ plan: null }), NOW).plan).toBeNull();
  });
});
