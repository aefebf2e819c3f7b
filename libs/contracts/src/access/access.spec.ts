import {
  canManageSubscription,
  hasDirectoryAccess,
  isAdmin,
  isSubscribedForNavigation,
  subscriptionStatusLabel,
  type AccessSubject,
  type PublicUser,
} from './index';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const PAST = '2025-06-01T00:00:00.000Z';
const FUTURE = '2025-07-01T00:00:00.000Z';
const AT_NOW = NOW.toISOString();

function user(subscriptionStatus: string | null, subscriptionEndDate: string | Date | null, admin = false): PublicUser {
  return {
    id: 1,
    username: 'reseller',
    email: 'r@example.com',
    firstName: null,
    lastName: null,
    isAdmin: admin,
    subscriptionStatus,
    subscriptionPlan: 'monthly',
    subscriptionEndDate: subscriptionEndDate instanceof Date ? subscriptionEndDate.toISOString() : subscriptionEndDate,
  };
}

const END_DATES = { null: null, past: PAST, future: FUTURE } as const;
type EndKey = keyof typeof END_DATES;

describe('isSubscribedForNavigation', () => {
  const cases: Array<[string | null, EndKey, boolean]> = [
    ['active', 'null', true],
    ['active', 'past', true],
    ['active', 'future', true],
    ['canceled', 'null', false],
    ['canceled', 'past', false],
    ['canceled', 'future', true],
    ['premium', 'null', false],
    ['premium', 'future', false],
    ['pro', 'null', false],
    ['pro', 'future', false],
    ['free', 'future', false],
    ['past_due', 'future', false],
    ['incomplete', 'future', false],
    [null, 'future', false],
  ];

  it.each(cases)('status %p with %s end date -> %p', (status, end, expected) => {
    expect(isSubscribedForNavigation(user(status, END_DATES[end]), NOW)).toBe(expected);
  });

  it('treats an end date equal to now as ended', () => {
    expect(isSubscribedForNavigation(user('canceled', AT_NOW), NOW)).toBe(false);
  });

  it('treats an unparseable end date as ended', () => {
    expect(isSubscribedForNavigation(user('canceled', 'not a date'), NOW)).toBe(false);
  });

  it('accepts Date objects (server entities)', () => {
    const subject: AccessSubject = { subscriptionStatus: 'canceled', subscriptionEndDate: new Date(FUTURE) };
    expect(isSubscribedForNavigation(subject, NOW)).toBe(true);
    expect(isSubscribedForNavigation({ ...subject, subscriptionEndDate: new Date(PAST) }, NOW)).toBe(false);
  });

  it('depends on the subscription only, not on the admin flag', () => {
    expect(isSubscribedForNavigation(user(null, null, true), NOW)).toBe(false);
  });

  it('is false without a user', () => {
    expect(isSubscribedForNavigation(null, NOW)).toBe(false);
    expect(isSubscribedForNavigation(undefined, NOW)).toBe(false);
  });

  it('uses the current time by default', () => {
    expect(isSubscribedForNavigation(user('canceled', '2999-01-01T00:00:00Z'))).toBe(true);
    expect(isSubscribedForNavigation(user('canceled', '2000-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('hasDirectoryAccess', () => {
  const cases: Array<[string | null, EndKey, boolean]> = [
    ['active', 'null', true],
    ['active', 'future', true],
    ['active', 'past', false],
    ['premium', 'null', true],
    ['premium', 'future', true],
    ['premium', 'past', false],
    ['pro', 'null', true],
    ['pro', 'future', true],
    ['pro', 'past', false],
    ['canceled', 'future', true],
    ['canceled', 'past', false],
    ['canceled', 'null', false],
    ['free', 'null', false],
    ['free', 'future', false],
    ['past_due', 'null', false],
    ['past_due', 'future', false],
    ['incomplete', 'null', false],
    ['incomplete', 'future', false],
    ['trialing', 'future', false],
    [null, 'null', false],
    [null, 'future', false],
  ];

  it.each(cases)('status %p with %s end date -> %p', (status, end, expected) => {
    expect(hasDirectoryAccess(user(status, END_DATES[end]), NOW)).toBe(expected);
  });

  it.each<[string | null, EndKey]>([
    [null, 'null'],
    ['free', 'null'],
    ['active', 'past'],
    ['canceled', 'past'],
    ['past_due', 'future'],
    ['incomplete', 'null'],
  ])('lets an admin in whatever the subscription (%p, %s end date)', (status, end) => {
    expect(hasDirectoryAccess(user(status, END_DATES[end], true), NOW)).toBe(true);
  });

  it('treats an end date equal to now as ended', () => {
    expect(hasDirectoryAccess(user('canceled', AT_NOW), NOW)).toBe(false);
    expect(hasDirectoryAccess(user('active', AT_NOW), NOW)).toBe(false);
  });

  it('treats an empty end date as no end date', () => {
    expect(hasDirectoryAccess(user('active', ''), NOW)).toBe(true);
    expect(hasDirectoryAccess(user('canceled', ''), NOW)).toBe(false);
  });

  it('never grants access on an unparseable end date', () => {
    expect(hasDirectoryAccess(user('active', 'soon'), NOW)).toBe(false);
    expect(hasDirectoryAccess(user('canceled', 'soon'), NOW)).toBe(false);
  });

  it('accepts Date objects (server entities)', () => {
    expect(hasDirectoryAccess({ subscriptionStatus: 'pro', subscriptionEndDate: new Date(FUTURE) }, NOW)).toBe(true);
    expect(hasDirectoryAccess({ subscriptionStatus: 'pro', subscriptionEndDate: new Date(PAST) }, NOW)).toBe(false);
    expect(hasDirectoryAccess({ subscriptionStatus: 'pro', subscriptionEndDate: new Date('invalid') }, NOW)).toBe(false);
  });

  it('is false without a user', () => {
    expect(hasDirectoryAccess(null, NOW)).toBe(false);
    expect(hasDirectoryAccess(undefined, NOW)).toBe(false);
  });

  it('uses the current time by default', () => {
    expect(hasDirectoryAccess(user('active', '2999-01-01T00:00:00Z'))).toBe(true);
    expect(hasDirectoryAccess(user('active', '2000-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('isAdmin', () => {
  it('is true only when the flag is exactly true', () => {
    expect(isAdmin({ isAdmin: true })).toBe(true);
    expect(isAdmin(user(null, null, true))).toBe(true);
  });

  it.each([[{ isAdmin: false }], [{ isAdmin: null }], [{}], [{ isAdmin: 'true' }], [{ isAdmin: 1 }], [null], [undefined]])(
    'is false for %p',
    (subject) => {
      expect(isAdmin(subject as AccessSubject | null | undefined)).toBe(false);
    },
  );

  it('does not trust special usernames', () => {
    const special: PublicUser = { ...user('active', null), username: 'admin' };
    expect(isAdmin(special)).toBe(false);
  });
});

describe('subscriptionStatusLabel', () => {
  it.each([
    ['active', 'Active'],
    ['premium', 'Active'],
    ['canceled', 'Cancelled'],
    ['past_due', 'Past Due'],
    ['pro', 'No Subscription'],
    ['free', 'No Subscription'],
    ['incomplete', 'No Subscription'],
    ['cancelled', 'No Subscription'],
    ['', 'No Subscription'],
    [null, 'No Subscription'],
    [undefined, 'No Subscription'],
  ])('%p -> %s', (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
  });
});

describe('canManageSubscription', () => {
  it.each([['active'], ['premium'], ['pro'], ['past_due']])('shows the controls for %s', (status) => {
    expect(canManageSubscription(status)).toBe(true);
  });

  it.each([['canceled'], ['incomplete'], ['free'], [''], [null], [undefined]])('shows View Plans for %p', (status) => {
    expect(canManageSubscription(status)).toBe(false);
  });
});
