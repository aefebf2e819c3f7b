// Issue 21, the installed app's service worker: the app starts and moves between pages with no
// network at all, from what the last online visit kept; a remote redeployed alone is what the next
// online visit runs, without stale-chunk errors, and what is kept for the next time offline.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { newPerson, signUp, subscribe } from './support/billing';
import { accounts } from './support/session';
import { platformRemotes, root, shellUrl, startRemote, startShell, type Server } from './support/web-servers';

// The service worker is what these tests are about (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page (it has kept the app by then: its install does that). */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Whether a picture on the page has loaded (its bytes arrived and decoded). */
function pictureLoaded(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
}

test.describe('the installed app with no network', () => {
  test.use({ hasTouch: true });

  test('starts offline: the directory, a saved item with its picture, the saved list and search, all from the device', async ({ page, context }) => {
    test.setTimeout(120_000);
    const cards = page.getByTestId('item-card');
    const banner = page.getByTestId('offline-banner');
    // A subscriber of its own: the pack's full downloads are counted per account and day.
    const person = newPerson('installed');
    await signUp(page, person);
    await subscribe(page, person, 'monthly');

    // Online once: the pack downloads by itself, the service worker keeps the app.
    await page.goto('/directory');
    await expect(cards).toHaveCount(24);
    await serviceWorkerInControl(page);
    // A find with a picture, saved; the next sync keeps its card picture on the device. Searched
    // for, because the newest 24 may all be picture-less finds other tests published (a CSV import).
    await page.goto('/directory?search=nintendo');
    await cards.filter({ has: page.locator('img') }).first().click();
    const itemName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    const itemUrl = page.url();
    await page.getByRole('button', { name: /save to my bolos/i }).click();
    await expect(page.getByRole('button', { name: /^saved$/i })).toBeVisible();
    await page.goto('/profile');
    // Downloaded already if the directory's own sync had its few seconds, else downloaded here.
    await page.getByTestId('store-pack-setting').getByRole('button', { name: /^(Sync now|Download store pack)$/ }).click();
    await expect(page.getByText(/^Store pack (up to date|downloaded)$/)).toBeVisible();

    await context.setOffline(true);
    // A new start, as when the app is opened in a store with no signal.
    const start = await page.goto('/directory');
    expect(start?.fromServiceWorker()).toBe(true);
    await expect(cards).toHaveCount(24);
    await expect(banner).toContainText('Offline — last synced');
    await page.getByLabel('Search').fill('nintedo');
    await expect(page.getByTestId('search-suggestion')).toContainText('No exact matches for "nintedo".');
    await expect(cards.filter({ hasText: /nintendo/i }).first()).toBeVisible();

    // Pages never opened online, opened directly.
    await page.goto(itemUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemName);
    await expect(banner).toBeVisible();
    await expect.poll(() => pictureLoaded(page, 'main img')).toBe(true);
    await page.goto('/my-bolos');
    const saved = cards.filter({ hasText: itemName });
    await expect(saved).toHaveCount(1);
    await expect.poll(() => pictureLoaded(page, `[data-testid="item-card"]:has-text("${itemName.replace(/"/g, '\\"')}") img`)).toBe(true);

    await context.setOffline(false);
    await page.goto('/directory');
    await expect(cards).toHaveCount(24);
    await expect(banner).toHaveCount(0);
  });
});

const execFileAsync = promisify(execFile);

/** A second release of the member remote: a real webpack build of the same code in which every chunk has a new name. */
async function buildMemberRelease(salt: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolo-member-release-'));
  await execFileAsync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '-c', 'apps/member-mfe/webpack.config.js', '--config-name', 'member', '--mode', 'production', '--output-path', dir], {
    cwd: root,
    env: { ...process.env, BUILD_HASH_SALT: salt },
  });
  // The server bundle (what the shell's web server renders the pages with) is the same code.
  fs.cpSync(path.join(root, 'apps/member-mfe/dist/server'), path.join(dir, 'server'), { recursive: true });
  return dir;
}

/** The member remote's exposed-routes files a page loaded (the name changes with every release; a prefetch and the load count once). */
function loadedRoutesFile(page: Page, remoteOrigin: string): Promise<string[]> {
  return page.evaluate((origin) => {
    const names = performance.getEntriesByType('resource').map((entry) => entry.name);
    return [...new Set(names.filter((name) => name.startsWith(origin) && name.includes('__federation_expose_routes')).map((name) => name.slice(origin.length)))];
  }, remoteOrigin);
}

test.describe('a member remote redeployed alone', () => {
  // Ports next to the platform's, clear of the other specs' (remotes-down uses +60...+63).
  const port = Number(shellUrl.port) + 70;
  const servers: Server[] = [];
  let release: string | null = null;
  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    if (release) fs.rmSync(release, { recursive: true, force: true });
  });

  test('is what the installed app runs on its next online visit, with no stale chunks, and what it keeps for offline', async ({ page, context }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.url().startsWith(`http://localhost:${port}/`) && response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    const building = buildMemberRelease(`release-${Date.now()}`);
    const firstRelease = await startRemote(path.join(root, 'apps/member-mfe/dist'), port);
    servers.push(firstRelease);
    const remotes = platformRemotes();
    const shell = await startShell(port + 1, { ...remotes, member: { ...remotes.member, manifest: `${firstRelease.url}/mf-manifest.json` } });
    servers.push(shell);
    // Signed in through the platform's shell (the API accepts its origin); the cookie is the host's, whatever the port.
    const signIn = await page.request.post(`${shellUrl.origin}/api/auth/signin`, { data: accounts.member, headers: { Origin: shellUrl.origin } });
    expect(signIn.status()).toBe(200);

    const cards = page.getByTestId('item-card');
    await page.goto(`${shell.url}/directory`);
    await expect(cards).toHaveCount(24);
    await serviceWorkerInControl(page);
    const [firstFile] = await loadedRoutesFile(page, firstRelease.url);
    expect(firstFile).toMatch(/__federation_expose_routes\.[0-9a-f]{8}\.js$/);

    // The new release replaces the old one on the same address: the old release's files are gone.
    release = await building;
    await firstRelease.stop();
    servers.push(await startRemote(release, port));
    const releasedFile = fs.readdirSync(release).find((file) => /^__federation_expose_routes\.[0-9a-f]{8}\.js$/.test(file));
    expect(`/${releasedFile}`).not.toBe(firstFile);

    await page.reload();
    await expect(cards).toHaveCount(24);
    expect(await loadedRoutesFile(page, firstRelease.url)).toEqual([`/${releasedFile}`]);
    // Pages whose code loads later come from the new release too.
    await cards.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /member/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).or(page.getByRole('link', { name: 'Profile', exact: true })).first().click();
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

    // And it is the release kept for the next time there is no network.
    const released = `${firstRelease.url}/${releasedFile}`;
    await expect.poll(() => page.evaluate((url) => caches.match(url, { ignoreVary: true }).then(Boolean), released)).toBe(true);
    await context.setOffline(true);
    await page.goto(`${shell.url}/profile`);
    await expect(page.getByTestId('profile-page')).toBeVisible();
    expect(await loadedRoutesFile(page, firstRelease.url)).toEqual([`/${releasedFile}`]);
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });
});
