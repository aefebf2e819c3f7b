// No hydration errors anywhere (issue 19, item 2): every page, opened by a visitor, an account
// without a subscription, a member and an admin, in a browser whose time zone is on either side
// of the server's (UTC−10 and UTC+14: any instant is on another calendar day than UTC's in one
// of them), hydrates the server's HTML without a mismatch and logs no error at all.
// Each role opens only the pages whose HTML differs for it: a visitor every page; a signed-in
// account one public page (they differ only by the header) and every page behind a sign-in or a
// subscription; the admin also the back office. The second time zone opens only the pages whose
// server HTML showed a date in the first. One browser context per role and zone, signed in once; a page is
// judged once it has hydrated and every request it started has answered.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, ConsoleMessage, Page, Request } from '@playwright/test';
import { BUSY } from './support/accessibility';
import { accounts } from './support/session';

const shellOrigin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4200').origin;

/** Honolulu is UTC−10, Kiritimati UTC+14; the platform's servers run in UTC. */
const ZONES = ['Pacific/Honolulu', 'Pacific/Kiritimati'] as const;

type Role = 'visitor' | 'free' | 'member' | 'admin';
const ROLES: readonly Role[] = ['visitor', 'free', 'member', 'admin'];

/** A checkout session id this browser has already turned into an account (spec member-side §3). */
const USED_SESSION_ID = 'cs_test_hydration_used_e2e';
const USED_PAYMENT_SESSIONS_KEY = 'usedPaymentSessions';

/** The same for everyone but the header. */
const PUBLIC_PAGES = ['/landing', '/lp/what-sells-on-ebay', '/pricing', '/blog', '/help-center', '/contact', '/privacy', '/terms-of-service', '/login', '/signup', '/forgot-password'];

/** What each role gets there (page, paywall, log-in prompt, not found) depends on the role. */
const gatedPages = (itemId: number) => ['/directory', `/bolo/${itemId}`, '/my-bolos', '/add-bolo', '/profile', '/payment-success', '/admin'];

/** The back office, rendered in the browser for an admin only (others get /admin's door). */
const BACK_OFFICE = ['/admin/users', '/admin/manage-items', '/admin/comments', '/admin/blog'];

/** An admin gets a member's directory, proposal form and welcome; the rest is their own. */
const ADMIN_AS_MEMBER = new Set(['/directory', '/add-bolo', '/payment-success']);

function routes(role: Role, itemId: number): string[] {
  const shared = ['/', ...gatedPages(itemId)];
  if (role === 'admin') return [...shared.filter((route) => !ADMIN_AS_MEMBER.has(route)), ...BACK_OFFICE];
  if (role !== 'visitor') return shared;
  // Last: 'Account Ready!' moves on to /login by itself. The used list is only in this browser.
  return [...shared, ...PUBLIC_PAGES, `/payment-success?session_id=${USED_SESSION_ID}`];
}

async function signedInApi(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, account: { username: string; password: string }) {
  const context = await playwright.request.newContext({ baseURL: shellOrigin });
  const answer = await context.post('/api/auth/signin', { data: account, headers: { Origin: shellOrigin } });
  expect(answer.status(), await answer.text()).toBe(200);
  return context;
}

/**
 * A published item with a comment, so its page shows two dates (updated, commented). Not the
 * first item of the list, which other specs comment on.
 */
async function itemWithComment(api: APIRequestContext): Promise<number> {
  const list = await api.get('/api/bolo-items?page=1&limit=5');
  expect(list.status()).toBe(200);
  const items = ((await list.json()) as { items: Array<{ id: number }> }).items;
  const id = items[items.length - 1].id;
  const thread = await api.get(`/api/comments/${id}?page=1`);
  const existing = thread.ok() ? (((await thread.json()) as { comments?: unknown[] }).comments?.length ?? 0) : 0;
  if (existing === 0) {
    const posted = await api.post('/api/comments', { headers: { Origin: shellOrigin }, multipart: { boloItemId: String(id), content: 'Checked in the evening, found three of these.' } });
    expect(posted.status(), await posted.text()).toBeLessThan(300);
  }
  return id;
}

/** A context in `timezoneId`, signed in as `role` (the cookie is the context's, for every page it opens). */
async function contextFor(browser: Browser, role: Role, timezoneId: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: shellOrigin, timezoneId, locale: 'en-US' });
  // This browser already used a checkout session id: /payment-success with it says 'Account Ready!'.
  await context.addInitScript(
    ([key, id]) => {
      try {
        window.localStorage.setItem(key, JSON.stringify([id]));
      } catch {
        // opaque origins (about:blank) have no storage
      }
    },
    [USED_PAYMENT_SESSIONS_KEY, USED_SESSION_ID] as const,
  );
  if (role !== 'visitor') {
    const answer = await context.request.post('/api/auth/signin', { data: accounts[role], headers: { Origin: shellOrigin } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  return context;
}

/** The page's requests in flight; `idle()` resolves when none is left. */
function network(page: Page) {
  const inFlight = new Set<Request>();
  let started = 0;
  const waiting: Array<() => void> = [];
  page.on('request', (request) => {
    inFlight.add(request);
    started += 1;
  });
  const settled = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    started: () => started,
    idle: () => (inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

/**
 * Opens `route` and waits until it has hydrated (the app has started and React owns the page's
 * content, see support/app-ready.ts) and everything it asked for has answered: an answer that
 * fails is reported in the console.
 */
async function visit(page: Page, net: ReturnType<typeof network>, route: string): Promise<{ status: number | null; html: string }> {
  const response = await page.goto(route);
  const html = (await response?.text()) ?? '';
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => {
    const content = document.querySelector('#main')?.firstElementChild;
    return !content || Object.keys(content).some((key) => key.startsWith('__reactFiber$'));
  });
  await quiet(page, net);
  // A page rendered in the browser (the back office) asks for its data only once its code has
  // run: then it shows a spinner until the answers are in.
  await expect(page.locator(BUSY)).toHaveCount(0);
  await quiet(page, net);
  return { status: response?.status() ?? null, html };
}

/** Until no request is in flight and none starts within a frame and a task. */
async function quiet(page: Page, net: ReturnType<typeof network>): Promise<void> {
  for (;;) {
    await net.idle();
    const before = net.started();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    if (net.started() === before) return;
  }
}

/**
 * The document's own status shows in the console as a failed load (a log-in prompt is a 401, a
 * paywall a 403, a missing page a 404: issue 16): that is the page's answer, not an error of the app.
 */
function isDocumentStatus(message: ConsoleMessage, documentUrl: string): boolean {
  return /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) && message.location().url === documentUrl;
}

/** Collects the page's console errors and uncaught errors, each with the route it was on. */
function watch(page: Page, label = '') {
  const problems: string[] = [];
  const state = { route: '', documentUrl: '' };
  page.on('console', (message) => {
    if (message.type() !== 'error' || isDocumentStatus(message, state.documentUrl)) return;
    const where = message.location().url;
    problems.push(`${label} ${state.route} [console] ${message.text()}${where && where !== state.documentUrl ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`${label} ${state.route} [pageerror] ${error.message}`));
  // Each navigation's document (redirects and the app's own navigations included).
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) state.documentUrl = request.url();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) state.documentUrl = frame.url();
  });
  return { problems, on: (route: string) => (state.route = route) };
}

/** A date as pages write one ('March 5, 2025', 'Mar 5, 2025', '3/5/25'); or a <time> element. */
const DATE = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}, \d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;


/**
 * Opens the role's pages in one context per time zone, signed in once each. The second zone
 * only opens the pages whose server HTML had a date: nothing else the browser hydrates depends
 * on the zone (the back office is rendered in the browser: it has nothing to mismatch).
 */
async function checkRole(browser: Browser, role: Role, itemId: number) {
  const problems: string[] = [];
  let pages = routes(role, itemId);
  for (const timezoneId of ZONES) {
    const context = await contextFor(browser, role, timezoneId);
    const page = await context.newPage();
    const watching = watch(page, timezoneId);
    const net = network(page);
    const statuses: string[] = [];
    const dated: string[] = [];
    for (const route of pages) {
      watching.on(route);
      const { status, html } = await visit(page, net, route);
      if (status !== 200) statuses.push(`${route}: ${status}`);
      if (DATE.test(html) || /<time[\s>]/.test(html)) dated.push(route);
    }
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
    await context.close();
    console.log(`[hydration ${role} ${timezoneId}] ${pages.length} pages; not 200: ${statuses.join(', ') || 'none'}; with dates: ${dated.join(', ') || 'none'}`);
    problems.push(...watching.problems.map((problem) => `${role} ${problem}`));
    pages = dated;
  }
  return problems;
}

test.describe('every page hydrates without a mismatch or an error', () => {
  let itemId = 0;

  test.beforeAll(async ({ playwright }) => {
    const api = await signedInApi(playwright, accounts.member);
    itemId = await itemWithComment(api);
    await api.dispose();
  });

  // The roles side by side: most of a visit is waiting for the servers.
  test(`for a visitor and the free, member and admin accounts, in ${ZONES.join(' and ')}`, async ({ browser }) => {
    test.setTimeout(150_000);
    const checks = await Promise.allSettled(ROLES.map((role) => checkRole(browser, role, itemId)));
    const problems = checks.flatMap((check, i) => (check.status === 'fulfilled' ? check.value : [`${ROLES[i]}: ${String(check.reason)}`]));
    expect(problems).toEqual([]);
  });
});

// The check above would see a mismatch: the item page's server HTML with another date than the
// browser writes (changed before the app starts: it starts once the page has loaded) fails to
// hydrate, and that is reported.
test('a page whose server HTML differs from what the browser renders is caught', async ({ browser, playwright }) => {
  const api = await signedInApi(playwright, accounts.member);
  const itemId = await itemWithComment(api);
  await api.dispose();
  const context = await contextFor(browser, 'member', ZONES[0]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const date = document.querySelector('time');
      if (date) date.textContent = 'January 1, 1999';
    });
  });
  const watching = watch(page);
  watching.on(`/bolo/${itemId}`);
  await visit(page, network(page), `/bolo/${itemId}`);
  await expect(page.locator('time').first()).not.toHaveText('January 1, 1999');
  await context.close();
  expect(watching.problems.join('\n')).toMatch(/#418|hydrat/i);
});
