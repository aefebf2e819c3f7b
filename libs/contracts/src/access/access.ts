import type { AccessSubject } from './user';

type MaybeSubject = AccessSubject | null | undefined;

const FULL_ACCESS_STATUSES: ReadonlySet<string> = new Set(['active', 'premium', 'pro']);

/** Milliseconds since epoch, or null when there is no date or it cannot be parsed. */
function endTime(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

// An end date equal to `now` has already passed: access ends at that instant.
// An unparseable date counts as "not in the future", so bad data never grants access.
function endsInFuture(subject: AccessSubject, now: Date): boolean {
  const end = endTime(subject.subscriptionEndDate);
  return end !== null && end > now.getTime();
}

function hasNoEndDate(subject: AccessSubject): boolean {
  const raw = subject.subscriptionEndDate;
  return raw === null || raw === undefined || raw === '';
}

/** Whether navigation shows Directory/Add BOLO instead of Pricing (spec member-side §4). */
export function isSubscribedForNavigation(user: MaybeSubject, now: Date = new Date()): boolean {
  if (!user) return false;
  if (user.subscriptionStatus === 'active') return true;
  return user.subscriptionStatus === 'canceled' && endsInFuture(user, now);
}

/** Whether the directory may be listed (spec member-side §4 and §6); admins bypass the subscription. */
export function hasDirectoryAccess(user: MaybeSubject, now: Date = new Date()): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  const status = user.subscriptionStatus;
  if (status === 'canceled') return endsInFuture(user, now);
  if (status && FULL_ACCESS_STATUSES.has(status)) return hasNoEndDate(user) || endsInFuture(user, now);
  return false;
}

// Only the stored flag counts: the spec's hard-coded admin usernames were a loophole
// (anyone registering that name would become admin).
export function isAdmin(user: MaybeSubject): boolean {
  return user?.isAdmin === true;
}

export type SubscriptionStatusLabel = 'Active' | 'Cancelled' | 'Past Due' | 'No Subscription';

// Mirrors spec member-side §4 literally: only 'active' and 'premium' read as Active.
export function subscriptionStatusLabel(status: string | null | undefined): SubscriptionStatusLabel {
  switch (status) {
    case 'active':
    case 'premium':
      return 'Active';
    case 'canceled':
      return 'Cancelled';
    case 'past_due':
      return 'Past Due';
    default:
      return 'No Subscription';
  }
}

const UNMANAGEABLE_STATUSES: ReadonlySet<string> = new Set(['', 'free', 'canceled', 'incomplete']);

/**
 * Whether upgrade / switch / cancel controls are shown rather than the View Plans prompt.
 * 'free' is the database default for "never subscribed", so it counts as no status:
 * otherwise every new account would be offered a Cancel button for nothing.
 */
export function canManageSubscription(status: string | null | undefined): boolean {
  return typeof status === 'string' && !UNMANAGEABLE_STATUSES.has(status);
}
