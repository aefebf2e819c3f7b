// What the first HTML response says besides its page (issue 16): the HTTP status matches what a
// person reads (finding 3: a not-found page is a 404, a paywall or "log in" page a 401 or 403,
// never a 200), and a page with a signed-in user's data is never stored (finding 6).
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { accounts } from './support/session';

const shellOrigin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4200').origin;
const html = { Accept: 'text/html' };

type Account = { username: string; password: string };

/** A client with its own cookie jar, signed in through the API when an account is given. */
async function client(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, account?: Account): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL: shellOrigin });
  if (account) {
    const signIn = await context.post('/api/auth/signin', { data: account, headers: { Origin: shellOrigin } });
    expect(signIn.status()).toBe(200);
  }
  return context;
}

async function page(context: APIRequestContext, path: string): Promise<{ status: number; text: string; response: APIResponse }> {
  const response = await context.get(path, { headers: html, maxRedirects: 0 });
  return { status: response.status(), text: await response.text(), response };
}

async function anyItemId(context: APIRequestContext): Promise<number> {
  const list = await context.get('/api/bolo-items?page=1&limit=1');
  expect(list.status()).toBe(200);
  return ((await list.json()) as { items: Array<{ id: number }> }).items[0].id;
}

test.describe('issue 16 finding 3: pages answer the status they show', () => {
  test('a visitor: unknown addresses 404, member pages 401, public pages 200', async ({ playwright }) => {
    const visitor = await client(playwright);
    for (const path of ['/no-such-page', '/directory/extra/levels', '/pricing/nope']) {
      const answer = await page(visitor, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain('404 Page Not Found');
    }
    const paywall = await page(visitor, '/directory');
    expect(paywall.status).toBe(401);
    expect(paywall.text).toContain('Premium Access Required');
    for (const path of ['/bolo/1', '/profile', '/my-bolos']) {
      const answer = await page(visitor, path);
      expect(answer.status, path).toBe(401);
      expect(answer.text, path).toMatch(/Authentication Required|Access Denied/);
    }
    const backOffice = await page(visitor, '/admin/users');
    expect(backOffice.status).toBe(401);
    expect(backOffice.text).toContain('Access Denied');
    for (const path of ['/', '/pricing', '/login']) expect((await page(visitor, path)).status, path).toBe(200);
    await visitor.dispose();
  });

  test('an account without a subscription meets the paywall with 403', async ({ playwright }) => {
    const member = await client(playwright, accounts.member);
    const id = await anyItemId(member);
    await member.dispose();
    const free = await client(playwright, accounts.free);
    for (const path of ['/directory', `/bolo/${id}`]) {
      const answer = await page(free, path);
      expect(answer.status, path).toBe(403);
      expect(answer.text, path).toContain('Premium Access Required');
    }
    expect((await page(free, '/profile')).status).toBe(200);
    await free.dispose();
  });

  test('a member: unknown and malformed items 404, real ones 200', async ({ playwright }) => {
    const member = await client(playwright, accounts.member);
    const unknown = await page(member, '/bolo/999999999');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('data-testid="item-not-found"');
    for (const path of ['/bolo/abc', '/bolo/-1', '/bolo/0']) {
      const answer = await page(member, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain('data-testid="invalid-item-id"');
    }
    expect((await page(member, `/bolo/${await anyItemId(member)}`)).status).toBe(200);
    expect((await page(member, '/directory')).status).toBe(200);
    expect((await page(member, '/no-such-page')).status).toBe(404);
    const backOffice = await page(member, '/admin');
    expect(backOffice.status).toBe(403);
    expect(backOffice.text).toContain('Access Denied');
    await member.dispose();
    // The back office itself is rendered in the browser, for admins only.
    const admin = await client(playwright, accounts.admin);
    expect((await page(admin, '/admin')).status).toBe(200);
    await admin.dispose();
  });
});

test.describe('issue 16 finding 6: pages with account data are never stored', () => {
  test('a signed-in user\'s pages answer no-store; a visitor\'s public pages no-cache', async ({ playwright }) => {
    const member = await client(playwright, accounts.member);
    const id = await anyItemId(member);
    for (const path of ['/directory', `/bolo/${id}`, '/my-bolos', '/profile', '/']) {
      const { response } = await page(member, path);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
    }
    await member.dispose();
    const admin = await client(playwright, accounts.admin);
    expect((await page(admin, '/admin')).response.headers()['cache-control']).toBe('private, no-store');
    await admin.dispose();
    const visitor = await client(playwright);
    expect((await page(visitor, '/')).response.headers()['cache-control']).toBe('private, no-cache');
    await visitor.dispose();
  });
});
