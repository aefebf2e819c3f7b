import { expect, test } from './support/app-ready';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations, settle } from './support/accessibility';
import { accounts, signIn } from './support/session';

// WCAG 2.1 A/AA (axe) on every page, as a visitor, a subscribed member, a member without a
// subscription and an admin. Each page is opened once, waited for until its own content shows (no
// loading screen, spinner or skeleton left), and fails on any serious or critical violation; minor
// and moderate findings are printed. One browser context per role: the sign-in happens once.

type Ready = (page: Page) => Locator;

interface PageCheck {
  /** Shown in the test title and the report. */
  name: string;
  /** The address, or a function of what the role's setup found (an item id, a user id). */
  path: string | ((found: Found) => string);
  /** Visible once the routed content is there. */
  ready: Ready;
}

interface Found {
  itemId: number;
  memberUserId: number;
}

const h1 = (name: string | RegExp): Ready => (page) => page.getByRole('heading', { level: 1, name });
const cards: Ready = (page) => page.getByTestId('item-card');

const VISITOR_PAGES: PageCheck[] = [
  { name: 'home', path: '/', ready: h1(/.+/) },
  { name: 'pricing', path: '/pricing', ready: h1(/.+/) },
  { name: 'login', path: '/login', ready: h1('Welcome back') },
  { name: 'sign up', path: '/signup', ready: h1('Create your account') },
  { name: 'forgot password', path: '/forgot-password', ready: h1('Forgot your password?') },
  { name: 'reset password (token)', path: '/reset-password?token=x', ready: h1('Choose a new password') },
  { name: 'reset password (no token)', path: '/reset-password', ready: h1('Invalid Reset Link') },
  { name: 'directory paywall', path: '/directory', ready: h1('Premium Access Required') },
  { name: 'item detail (authentication required)', path: '/bolo/1', ready: h1('Authentication Required') },
  { name: 'my bolos (access denied)', path: '/my-bolos', ready: h1('Access Denied') },
  { name: 'profile (authentication required)', path: '/profile', ready: h1('Authentication Required') },
  { name: 'payment success (account form)', path: '/payment-success?session_id=cs_test_accessibility', ready: h1('Create your account') },
  { name: 'admin (access denied)', path: '/admin', ready: h1('Access Denied') },
  { name: '404 (shell)', path: '/no-such-page', ready: h1('404 Page Not Found') },
];

const MEMBER_PAGES: PageCheck[] = [
  { name: 'directory', path: '/directory', ready: (page) => page.getByTestId('results-line') },
  { name: 'item detail', path: ({ itemId }) => `/bolo/${itemId}`, ready: (page) => page.getByRole('heading', { name: 'Community Comments' }) },
  { name: 'my bolos', path: '/my-bolos', ready: cards },
  { name: 'profile', path: '/profile', ready: h1('Account Settings') },
  { name: 'payment success (welcome)', path: '/payment-success', ready: h1('Welcome to BOLO Directory!') },
  { name: 'item detail (not found)', path: '/bolo/999999999', ready: h1(/not found/i) },
  { name: 'add bolo (member area)', path: '/add-bolo', ready: h1(/.+/) },
  { name: '404 (member area)', path: '/directory/no-such-page', ready: h1('404 Page Not Found') },
  { name: 'admin (access denied)', path: '/admin', ready: h1('Access Denied') },
];

const FREE_PAGES: PageCheck[] = [{ name: 'directory paywall (403)', path: '/directory', ready: h1('Premium Access Required') }];

const ADMIN_PAGES: PageCheck[] = [
  { name: 'dashboard', path: '/admin', ready: h1('Admin Dashboard') },
  { name: 'manage items', path: '/admin/manage-items', ready: h1('Manage Items') },
  { name: 'add bolo', path: '/admin/add-bolo', ready: h1('Add New BOLO Item') },
  { name: 'add bolo with ai', path: '/admin/add-bolo-ai', ready: h1('Add BOLO with AI') },
  { name: 'users', path: '/admin/users', ready: h1('Manage Users') },
  { name: 'user detail', path: ({ memberUserId }) => `/admin/users/${memberUserId}`, ready: h1('member') },
  { name: 'import csv', path: '/admin/import-csv', ready: h1('Import CSV') },
  { name: 'paste csv rows', path: '/admin/import-csv-simple', ready: h1('Paste CSV rows') },
  { name: 'comments (reported)', path: '/admin/comments/reported', ready: h1('Comments Management') },
  { name: 'comments (all)', path: '/admin/comments', ready: h1('Comments Management') },
  { name: '404 (admin area)', path: '/admin/no-such-page', ready: h1('404 Page Not Found') },
];

interface Role {
  page: Page;
  found: Found;
}

async function openRole(browser: Browser, testInfo: TestInfo, account?: { username: string; password: string }): Promise<Page> {
  // Reduced motion: fades and slide-ins end at once, so axe never measures a colour mid-animation.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // The login page is server-rendered: a form filled before it is interactive is submitted empty,
  // so the sign-in is tried again until it goes through.
  if (account) await expect(async () => signIn(page, account)).toPass({ timeout: 60_000 });
  return page;
}

/**
 * Closing the role's context at the end only saves its trace: a failure there (e.g. the shared
 * test-results folder cleaned by another run meanwhile) is not a finding of this spec.
 */
async function closeQuietly(page: Page): Promise<void> {
  await page
    .context()
    .close()
    .catch((error: unknown) => console.warn(`[a11y] closing a browser context failed: ${String(error)}`));
}

/** Playwright's request API names no origin, and the API refuses a state-changing request without one: the page's, as its browser would send. */
const originOf = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

function checkPages(role: () => Role, pages: PageCheck[], label: string): void {
  for (const check of pages) {
    test(`${check.name}`, async ({}, testInfo) => {
      const { page, found } = role();
      const path = typeof check.path === 'function' ? check.path(found) : check.path;
      await page.goto(path);
      await settle(page, check.ready(page));
      await expectNoSeriousViolations(page, testInfo, `${label} ${path}`);
    });
  }
}

const NOTHING_FOUND: Found = { itemId: 0, memberUserId: 0 };

test.describe('accessibility: visitor', () => {
  let role: Role;
  test.beforeAll(async ({ browser }, testInfo) => {
    const page = await openRole(browser, testInfo);
    role = { page, found: NOTHING_FOUND };
  });
  test.afterAll(async () => role && closeQuietly(role.page));
  checkPages(() => role, VISITOR_PAGES, 'visitor');
});

test.describe('accessibility: member', () => {
  let role: Role;
  let savedHere: number | null = null;
  test.beforeAll(async ({ browser }, testInfo) => {
    const page = await openRole(browser, testInfo, accounts.member);
    const list = await json<{ items: Array<{ id: number }> }>(page, '/api/bolo-items?page=1&limit=1');
    const itemId = list.items[0]?.id;
    expect(itemId, 'the directory lists a published item').toBeTruthy();
    // /my-bolos is checked with cards on it: save one item when nothing is saved, and un-save it afterwards.
    const saved = await json<{ pagination: { total: number } }>(page, '/api/saved-bolos?page=1&limit=1');
    if (saved.pagination.total === 0) {
      const response = await page.request.post('/api/saved-bolos', { data: { boloItemId: itemId }, headers: originOf(page) });
      expect(response.ok(), `saving item ${itemId} answered ${response.status()}`).toBe(true);
      savedHere = itemId;
    }
    role = { page, found: { ...NOTHING_FOUND, itemId } };
  });
  test.afterAll(async () => {
    if (role && savedHere !== null) await role.page.request.delete(`/api/saved-bolos/${savedHere}`, { headers: originOf(role.page) });
    if (role) await closeQuietly(role.page);
  });
  checkPages(() => role, MEMBER_PAGES, 'member');
});

test.describe('accessibility: member without a subscription', () => {
  let role: Role;
  test.beforeAll(async ({ browser }, testInfo) => {
    const page = await openRole(browser, testInfo, accounts.free);
    role = { page, found: NOTHING_FOUND };
  });
  test.afterAll(async () => role && closeQuietly(role.page));
  checkPages(() => role, FREE_PAGES, 'free');
});

test.describe('accessibility: admin', () => {
  let role: Role;
  test.beforeAll(async ({ browser }, testInfo) => {
    const page = await openRole(browser, testInfo, accounts.admin);
    const users = await json<{ users: Array<{ id: number; username: string }> }>(page, '/api/admin/users?page=1&limit=20&search=member');
    const member = users.users.find((user) => user.username === accounts.member.username);
    expect(member, 'the seeded member is listed').toBeTruthy();
    role = { page, found: { ...NOTHING_FOUND, memberUserId: member?.id ?? 0 } };
  });
  test.afterAll(async () => role && closeQuietly(role.page));
  checkPages(() => role, ADMIN_PAGES, 'admin');
});
