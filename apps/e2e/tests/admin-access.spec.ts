import { expect, test } from './support/app-ready';
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, signIn } from './support/session';

// Admin-side §6 from the outside: every back-office page shows Access Denied to members and
// visitors, and every admin or item-writing call is refused by the API (401 / 403). Creating an
// item and the AI generator are open to every signed-in user (member proposals, issue 17).

const ADMIN_PAGES = [
  '/admin',
  '/admin/manage-items',
  '/admin/add-bolo',
  '/admin/add-bolo-ai',
  '/admin/users',
  '/admin/users/1',
  '/admin/import-csv',
  '/admin/import-csv-simple',
];

const ADMIN_CALLS: ReadonlyArray<[method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown]> = [
  ['get', '/api/admin/stats'],
  ['get', '/api/admin/users'],
  ['post', '/api/admin/users', { username: 'mallory', password: 'secret123' }],
  ['get', '/api/admin/users/1'],
  ['put', '/api/admin/users/1/admin', { isAdmin: true }],
  ['put', '/api/admin/users/1/disabled', { disabled: true }],
  ['get', '/api/admin/bolo-items'],
  ['put', '/api/bolo-items/1', { name: 'Renamed by a member' }],
  ['put', '/api/bolo-items/1/status', { status: 'published' }],
  ['delete', '/api/bolo-items/1'],
  ['post', '/api/admin/imports', { csv: 'name\nx', mode: 'import' }],
  ['get', '/api/admin/imports/1'],
  ['get', '/api/admin/queues'],
];

/** Open to any signed-in user: a member's create is a proposal. Bodies that fail validation, so nothing is stored or generated. */
const SIGNED_IN_CALLS: ReadonlyArray<[method: 'post', path: string, body: unknown, memberStatus: number]> = [
  ['post', '/api/bolo-items/create', { name: 'Scraped lamp' }, 400],
  ['post', '/api/generate-bolo', { name: '' }, 400],
];

async function expectStatuses(request: APIRequestContext, status: number): Promise<void> {
  // Visitors get 401 everywhere; members reach the signed-in calls' validation.
  const calls: Array<[method: 'get' | 'post' | 'put' | 'delete', path: string, body: unknown, expected: number]> = [
    ...ADMIN_CALLS.map(([method, path, body]): [typeof method, string, unknown, number] => [method, path, body, status]),
    ...SIGNED_IN_CALLS.map(([method, path, body, memberStatus]): ['post', string, unknown, number] => [method, path, body, status === 401 ? 401 : memberStatus]),
  ];
  for (const [method, path, body, expected] of calls) {
    // A browser names the page's origin on every state-changing call; without one the API refuses before asking who you are.
    const response = await request[method](path, { headers: { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4200').origin }, ...(body === undefined ? {} : { data: body }) });
    expect(`${method.toUpperCase()} ${path} → ${response.status()}`).toBe(`${method.toUpperCase()} ${path} → ${expected}`);
  }
}

async function expectAccessDenied(page: Page): Promise<void> {
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' }), path).toBeVisible();
  }
}

test.describe('back office access', () => {
  test('a visitor sees Access Denied on every admin page and the API answers 401', async ({ page }) => {
    await expectAccessDenied(page);
    await expectStatuses(page.request, 401);
  });

  test('a subscribed member sees Access Denied on every admin page and the API answers 403', async ({ page }) => {
    await signIn(page, accounts.member);
    await expectAccessDenied(page);
    await expectStatuses(page.request, 403);
    // Nothing the member tried changed the item.
    const item = await page.request.get('/api/bolo-items/1');
    expect(item.status()).toBe(200);
    expect(((await item.json()) as { name: string }).name).not.toBe('Renamed by a member');
  });
});
