import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { accounts, signIn } from './support/session';

// Issue 21, installable: the web app manifest and icons Android Chrome and iOS Safari need.
test.use({ serviceWorkers: 'allow' });
test.describe('installable app', () => {
  test('the pages name a manifest Chromium accepts, with the icons and tags each platform needs', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');

    const response = await page.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as { start_url: string; display: string; name: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest).toMatchObject({ name: 'BOLO Directory', start_url: '/directory', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const src of [...manifest.icons.map((icon) => icon.src), '/icons/apple-touch-icon.png']) {
      const icon = await page.request.get(src);
      expect({ src, status: icon.status(), type: icon.headers()['content-type'] }).toEqual({ src, status: 200, type: 'image/png' });
    }

    // Chromium's own reading of the manifest: no errors.
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string; critical: number }> };
    expect(errors).toEqual([]);
  });

  test("a service worker controls the pages, Chromium finds nothing missing to install the app, and the page it starts from offline holds no one's data", async ({ page, baseURL }) => {
    // Chromium installs nothing from an incognito profile (Playwright's contexts are): a real profile.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bolo-install-'));
    const installing = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'], baseURL });
    try {
      const visit = installing.pages()[0] ?? (await installing.newPage());
      await visit.goto('/');
      await visit.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect.poll(() => visit.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
      const cdp = await installing.newCDPSession(visit);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await installing.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }

    // The app shell: the same page for the member as for a visitor (only the response's nonce differs).
    await signIn(page, accounts.member);
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    const members = await page.request.get('/app-shell');
    expect(members.status()).toBe(200);
    expect(members.headers()['cache-control']).toBe('no-cache');
    const visitor = await request.newContext({ baseURL });
    const visitors = await visitor.get('/app-shell');
    expect(withoutNonce(await members.text())).toBe(withoutNonce(await visitors.text()));
    await visitor.dispose();
  });
});
