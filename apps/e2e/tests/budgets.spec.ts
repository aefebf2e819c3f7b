import { expect, test } from './support/app-ready';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { JS_BUDGETS, KB, budgetTable, formatKb, overBudget, type JsMeasurement, type Persona } from './support/js-budgets';
import { accounts, adminRemoteOrigin, signIn } from './support/session';

// First-load JavaScript of the main routes against their budgets (support/js-budgets.ts): each
// route is opened in a fresh browser context (empty HTTP cache), signed in where the route needs it,
// and every JavaScript response is recorded until the page has settled (its own content visible
// and the network idle). Bytes are Playwright's request.sizes().responseBodySize: the body as it
// travelled, compressed (checked against the gzip of the files: the DevTools protocol's
// Network.loadingFinished encodedDataLength is the same plus the response headers).

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Script {
  url: string;
  origin: string;
  bytes: number;
  antd: boolean;
}

interface Visit extends JsMeasurement {
  path: string;
  as: Persona;
  files: Script[];
}

// antd's code, whichever chunk and origin it comes in: every antd component reads `getPrefixCls`
// from antd's ConfigProvider (a property name, so it survives minification), and its icons and
// CSS-in-JS name themselves. Nothing else the apps ship contains these.
const ANTD_SIGNATURE = /\bgetPrefixCls\b|["']ant-design-icons["']|name:\s*["']antd["']/;

const isJavaScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript|ecmascript/i.test(response.headers()['content-type'] ?? '');

/** What each route shows once it has rendered: the routed content, not the loading screen. */
const READY: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('preview-card').first()).toBeVisible();
  },
  '/pricing': (page) => expect(page.getByRole('heading', { level: 1, name: /one membership/i })).toBeVisible(),
  '/login': (page) => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible(),
  '/directory': (page) => expect(page.getByTestId('item-card').first()).toBeVisible(),
  '/bolo/{id}': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Potential Profit')).toBeVisible();
  },
  '/admin': (page) => expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible(),
  '/admin as member': (page) => expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible(),
};

/** Signs in through the real form in a throwaway context and keeps what the app stored (cookie, localStorage). */
async function signedInState(browser: Browser, baseURL: string, account: { username: string; password: string }): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, account);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function firstVisit(browser: Browser, baseURL: string, route: string, path: string, as: Persona, state: StorageState | undefined, ready: (page: Page) => Promise<void>): Promise<Visit> {
  // A new context starts with an empty HTTP cache; the storage state is only cookies and localStorage.
  const context = await browser.newContext({ baseURL, storageState: state });
  try {
    const page = await context.newPage();
    const pending: Array<Promise<Script>> = [];
    page.on('response', (response) => {
      if (!isJavaScript(response)) return;
      pending.push(
        (async () => {
          const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
          return { url: response.url(), origin: new URL(response.url()).origin, bytes: sizes.responseBodySize, antd: ANTD_SIGNATURE.test(body.toString('utf8')) };
        })(),
      );
    });
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(pending);
    return { route, path, as, files, bytes: files.reduce((sum, file) => sum + file.bytes, 0), scripts: files.length };
  } finally {
    await context.close();
  }
}

const visits = new Map<string, Visit>();

test.describe('first-load JavaScript', () => {
  // Measured once per worker: the checks below read the same visits (a failed test restarts the
  // worker, which measures again, so the one expected to fail while over budget runs last).
  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    if (!baseURL) throw new Error('no baseURL (E2E_BASE_URL)');
    const member = await signedInState(browser, baseURL, accounts.member);
    const admin = await signedInState(browser, baseURL, accounts.admin);
    const states: Record<Persona, StorageState | undefined> = { visitor: undefined, member, admin };

    const lookup = await browser.newContext({ baseURL, storageState: member });
    const first = await lookup.request.get('/api/bolo-items?limit=1');
    expect(first.status(), 'GET /api/bolo-items?limit=1 as member').toBe(200);
    const { items } = (await first.json()) as { items: Array<{ id: number }> };
    await lookup.close();
    expect(items.length, 'a published item to open').toBeGreaterThan(0);
    const pathOf = (route: string) => route.replace('{id}', String(items[0].id));

    for (const budget of JS_BUDGETS) {
      visits.set(budget.route, await firstVisit(browser, baseURL, budget.route, pathOf(budget.route), budget.as, states[budget.as], READY[budget.route]));
    }
    visits.set('/admin as member', await firstVisit(browser, baseURL, '/admin as member', '/admin', 'member', member, READY['/admin as member']));

    const lines = [...visits.values()].map((visit) => {
      const fromAdmin = visit.files.filter((file) => file.origin === adminRemoteOrigin);
      const antd = visit.files.filter((file) => file.antd);
      return (
        `  ${visit.route.padEnd(17)} ${visit.path.padEnd(12)} ${visit.as.padEnd(8)} ${formatKb(visit.bytes).padStart(9)} in ${String(visit.scripts).padStart(2)} files; ` +
        `admin remote ${formatKb(fromAdmin.reduce((sum, file) => sum + file.bytes, 0))}, antd ${antd.length ? formatKb(antd.reduce((sum, file) => sum + file.bytes, 0)) : 'none'}`
      );
    });
    console.log(`\nFirst-load JavaScript (compressed bytes, empty cache):\n${lines.join('\n')}\n\n${budgetTable([...visits.values()])}\n`);
  });

  test('a visitor on / and a member on /admin (Access Denied) never download antd', () => {
    const home = visits.get('/') as Visit;
    expect(home.files.filter((file) => file.antd).map((file) => file.url), 'antd scripts on / (visitor)').toEqual([]);
    expect(home.files.filter((file) => file.origin === adminRemoteOrigin).map((file) => file.url), `scripts from the admin remote (${adminRemoteOrigin}) on / (visitor)`).toEqual([]);
    const denied = visits.get('/admin as member') as Visit;
    expect(denied.files.filter((file) => file.antd).map((file) => file.url), 'antd scripts on /admin (member, Access Denied)').toEqual([]);
  });

  test('the budget check reports a route over a lowered budget', () => {
    const measured = [...visits.values()];
    const home = visits.get('/') as Visit;
    const lowered = JS_BUDGETS.map((budget) => (budget.route === '/' ? { ...budget, maxBytes: 1 * KB } : { ...budget, maxBytes: Number.MAX_SAFE_INTEGER }));
    const problems = overBudget(measured, lowered);
    expect(problems).toEqual([
      {
        route: '/',
        bytes: home.bytes,
        maxBytes: KB,
        message: `/ (visitor): ${formatKb(home.bytes)} of JavaScript in ${home.scripts} files, ${formatKb(home.bytes - KB)} over its budget of 1.0 KB`,
      },
    ]);
    // And a route the run did not measure is a problem too, not a pass.
    expect(overBudget(measured.filter((visit) => visit.route !== '/login'), JS_BUDGETS.filter((budget) => budget.route === '/login')).map((problem) => problem.message)).toEqual([
      '/login (visitor): not measured (budget 200.0 KB)',
    ]);
  });

  // Last: while any route is over budget this one fails, and a failure restarts the worker.
  test('no route downloads more JavaScript than its budget', () => {
    const problems = overBudget([...visits.values()]);
    expect(problems.map((problem) => problem.message), 'routes over their first-load JavaScript budget').toEqual([]);
  });
});
