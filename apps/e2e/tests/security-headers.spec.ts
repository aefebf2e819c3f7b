// Hardening headers (issue 10, finding 6): the shell's pages send a Content-Security-Policy that
// lets them load exactly the remotes in remotes.json and inline code only with the response's
// nonce, may not be framed, and send a strict referrer policy and HSTS (the platform runs the
// shell as in production); the remotes' files and nginx (deploy/nginx.conf) send the same
// framing, referrer and HSTS headers. The pages work under the policy: nothing is blocked while
// they render on the server, hydrate, load their remotes and style antd.
import http from 'node:http';
import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { cspDirectives, cspNonce, recordCspViolations } from './support/csp';
import { startNginx } from './support/nginx';
import type { Nginx } from './support/nginx';
import { accounts, signIn } from './support/session';
import { apiUrl, platformRemotes, shellUrl } from './support/web-servers';

const remoteOrigins = [...new Set(Object.values(platformRemotes()).map(({ manifest }) => new URL(manifest).origin))];
const HSTS = /^max-age=(\d+); includeSubDomains$/;

async function signInByApi(page: Page, account: { username: string; password: string }): Promise<void> {
  const response = await page.request.post(`${shellUrl.origin}/api/auth/signin`, { data: account, headers: { Origin: shellUrl.origin } });
  expect(response.status()).toBe(200);
}

/** The shell's page headers every response must carry, whoever asks. */
async function expectHardenedPage(response: APIResponse): Promise<void> {
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = cspDirectives(headers['content-security-policy']);
  for (const directive of ['script-src', 'style-src', 'connect-src']) {
    // The remotes' origins and the site itself; no wildcard, and no scheme that reaches any site or runs inline data.
    expect(csp.get(directive)).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
    expect(csp.get(directive)?.filter((source) => /^(\*|https?:|data:)$/.test(source))).toEqual([]);
  }
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  const nonce = cspNonce(csp);
  expect(nonce).toBeTruthy();
  expect(csp.get('style-src')).toContain(`'nonce-${nonce}'`);
  // Every inline element that runs or styles carries it (JSON data blocks never run).
  const html = await response.text();
  const inline = [...html.matchAll(/<(?:script|style)\b(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)].map(([tag]) => tag);
  expect(inline.length).toBeGreaterThan(0);
  for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(Number(HSTS.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
}

test.describe("the shell's pages carry a policy for exactly its remotes, and no framing", () => {
  test('the home page, for a visitor', async ({ page }) => {
    await expectHardenedPage(await page.request.get('/'));
  });

  test('the directory, for a member', async ({ page }) => {
    await signInByApi(page, accounts.member);
    await expectHardenedPage(await page.request.get('/directory'));
  });

  test('the back office, for an admin', async ({ page }) => {
    await signInByApi(page, accounts.admin);
    await expectHardenedPage(await page.request.get('/admin'));
  });

  test('each response has a nonce of its own', async ({ request }) => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 3; i += 1) nonces.add(cspNonce(cspDirectives((await request.get('/pricing')).headers()['content-security-policy'])));
    expect(nonces.size).toBe(3);
  });
});

test("the remotes' files are not sniffed, framed or run under a loose policy", async ({ request }) => {
  for (const { manifest } of Object.values(platformRemotes())) {
    for (const file of [manifest, new URL('remoteEntry.js', manifest).toString()]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      const headers = response.headers();
      expect(headers['x-content-type-options'], file).toBe('nosniff');
      expect(headers['x-frame-options'], file).toBe('DENY');
      expect(headers['referrer-policy'], file).toBe('strict-origin-when-cross-origin');
      const csp = cspDirectives(headers['content-security-policy']);
      expect(csp.get('default-src'), file).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), file).toEqual(["'none'"]);
      // The shell's pages, on another origin, still load them.
      expect(headers['cross-origin-resource-policy'], file).toBe('cross-origin');
      expect(headers['access-control-allow-origin'], file).toBe('*');
    }
  }
});

test.describe('the pages work under their policy: nothing is blocked', () => {
  test('the home page, for a visitor', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The stylesheets inlined with the nonce apply (the site's tokens from libs/web styles.css).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe('#1f6feb');
    await page.getByRole('link', { name: /pricing/i }).first().click();
    await expect(page).toHaveURL(/\/pricing/);
    expect(violations).toEqual([]);
  });

  test('the directory and an item, for a member', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await signIn(page, accounts.member);
    await page.goto('/directory');
    const firstItem = page.locator('a[href^="/bolo/"]').first();
    await expect(firstItem).toBeVisible();
    const href = await firstItem.getAttribute('href');
    await page.goto(href as string);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the back office with antd styled, for an admin', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await signIn(page, accounts.admin);
    await page.goto('/admin');
    // antd's runtime styles (<style>s it adds with the page's nonce) apply, the admin theme's tokens included.
    const selected = page.locator('.ant-menu-item-selected').first();
    await expect(selected).toBeVisible();
    await expect(selected).toHaveCSS('color', 'rgb(26, 95, 208)');
    await page.goto('/admin/manage-items');
    const card = page.locator('.ant-card').first();
    await expect(card).toBeVisible();
    await expect(card).toHaveCSS('border-top-style', 'solid');
    // A dialog (antd adds a <style> that locks the page's scroll).
    await card.getByRole('button', { name: /edit/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow-y', 'hidden');
    expect(violations).toEqual([]);
  });
});

test('another site cannot frame a page of the shell', async ({ page }) => {
  // Another origin, served from this machine (the browser keeps public sites from framing loopback addresses anyway).
  const framer = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><title>framer</title><iframe src="${shellUrl.origin}/admin" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(Number(shellUrl.port) + 91, '127.0.0.1', resolve));
  try {
    const violations = await recordCspViolations(page);
    const shellAnswered = page.waitForResponse((response) => response.url() === `${shellUrl.origin}/admin`);
    await page.goto(`http://127.0.0.1:${Number(shellUrl.port) + 91}/`);
    // The shell answered (a visitor's Access Denied page, 401), and the browser refuses to show it framed.
    expect((await shellAnswered).status()).toBe(401);
    // The browser refuses to show it: the frame holds an error page, nothing of the shell.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
    await expect.poll(() => violations.join('\n')).toMatch(/frame-ancestors/);
  } finally {
    await new Promise((resolve) => framer.close(resolve));
  }
});

test.describe('nginx in front (deploy/nginx.conf)', () => {
  let nginx: Nginx;
  test.beforeAll(async () => {
    const byAddress = (url: string | URL) => Object.assign(new URL(url), { hostname: '127.0.0.1' }).origin;
    nginx = await startNginx({ port: Number(shellUrl.port) + 90, apiOrigin: byAddress(apiUrl), shellOrigin: byAddress(shellUrl) });
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('the configuration is valid', () => {
    expect(nginx.testOutput).toContain('test is successful');
  });

  test("files it serves carry the remotes' servers' headers, and the shell's HSTS", async ({ request }) => {
    const shellPage = (await request.get('/pricing')).headers();
    const remote = platformRemotes().admin.manifest;
    const served = (await request.get(new URL('remoteEntry.js', remote).toString())).headers();
    for (const [file, cacheControl] of [
      ['/remotes/admin/remoteEntry.js', 'no-cache'],
      ['/logo.png', undefined],
      ['/main.js', undefined],
    ] as [string, string | undefined][]) {
      const response = await request.get(`${nginx.url}${file}`);
      expect(response.status(), file).toBe(200);
      const headers = response.headers();
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) expect(headers[name], `${file} ${name}`).toBe(served[name]);
      expect(headers['strict-transport-security'], file).toBe(shellPage['strict-transport-security']);
      if (cacheControl) expect(headers['cache-control'], file).toBe(cacheControl);
    }
    const hashed = await request.get(`${nginx.url}/remotes/admin/${JSON.parse(await (await request.get(remote)).text()).exposes[0].assets.js.sync[0]}`);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers()['content-security-policy']).toBe(served['content-security-policy']);
  });

  test('/remotes.json through it is the shell\'s table, with the addresses learned from each remote\'s pages', async ({ request }) => {
    const response = await request.get(`${nginx.url}/remotes.json`);
    expect(response.status()).toBe(200);
    const table = (await response.json()) as Record<string, { routes: string[] }>;
    expect(table.marketing.routes).toEqual(expect.arrayContaining(['/', '/pricing/*', '/blog/*']));
    expect(table.member.routes).toContain('/directory/*');
    expect(table.admin.routes).toEqual(['/admin/*']);
  });

  test("pages through it carry the shell's own policy, once, and HSTS once", async () => {
    // fetch joins repeated headers with ", ": a second policy or HSTS would show.
    const page = await fetch(`${nginx.url}/pricing`);
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy.match(/default-src/g)).toHaveLength(1);
    expect(cspNonce(cspDirectives(policy))).toBeTruthy();
    expect(cspDirectives(policy).get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers.get('strict-transport-security')).toMatch(HSTS);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const api = await fetch(`${nginx.url}/api/health`);
    expect(api.status).toBe(200);
    expect(api.headers.get('strict-transport-security')).toMatch(HSTS);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toBeNull();
  });
});
