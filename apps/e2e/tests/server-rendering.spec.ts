// Pages that paint from the first HTML (issue 9): the shell's web server renders the public
// pages and a member's directory and item pages, the browser hydrates them, a redeployed
// remote shows on the next request, and a missing server bundle falls back to the browser.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/app-ready';
import type { Page } from '@playwright/test';
import { accounts } from './support/session';
import { platformRemotes, root, shellUrl, startRemote, startShell } from './support/web-servers';
import type { Server } from './support/web-servers';

// Ports next to the platform's (E2E_PORT_BASE + 40...).
const basePort = Number(shellUrl.port) + 40;

/** Signs in through the API (the session cookie is for localhost, whatever the port). */
async function signInByApi(page: Page, account: { username: string; password: string }) {
  const response = await page.request.post(`${shellUrl.origin}/api/auth/signin`, { data: account, headers: { Origin: shellUrl.origin } });
  expect(response.status()).toBe(200);
}

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its heading, copy and the item count', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Know what sells');
    await expect(page.getByText(/research-backed list of \d+\+? secondhand and retail finds/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the pricing page shows its heading and both plan prices', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('$19', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('$180', { exact: false }).first()).toBeVisible();
  });
});

test('a signed-in member gets the directory\'s first 24 cards in the first HTML response', async ({ page }) => {
  await signInByApi(page, accounts.member);
  const response = await page.request.get('/directory', { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html.match(/data-testid="item-card"/g)?.length).toBe(24);
  // The state the browser hydrates with, and the first row of pictures asked for at once.
  expect(html).toContain('id="bolo-state"');
});

test('server-rendered pages hydrate without a mismatch and stay interactive', async ({ page }) => {
  const errors = hydrationErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Know what sells');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await signInByApi(page, accounts.member);
  await page.goto('/directory');
  await expect(page.getByTestId('item-card')).toHaveCount(24);
  // Hydrated: a click is handled by React (the router), not a full page load.
  await page.getByTestId('item-card').first().click();
  await expect(page).toHaveURL(/\/bolo\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('remotes deployed on their own', () => {
  const servers: Server[] = [];
  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });

  test('a redeployed marketing remote shows its new heading and serves a page it added, with its head and sitemap entry, without touching the shell', async ({ page }) => {
    test.setTimeout(180_000);
    // A copy of the marketing app with a different heading, built as its team would build it.
    const copy = path.join(root, '.var', 'redeploy');
    fs.rmSync(copy, { recursive: true, force: true });
    fs.mkdirSync(path.join(copy, 'apps'), { recursive: true });
    for (const link of ['tools', 'libs', 'node_modules']) fs.symlinkSync(path.join(root, link), path.join(copy, link));
    fs.cpSync(path.join(root, 'apps/marketing-mfe'), path.join(copy, 'apps/marketing-mfe'), { recursive: true, filter: (source) => !source.includes(`${path.sep}dist`) });
    const hero = path.join(copy, 'apps/marketing-mfe/src/features/home/components/sections/Hero.tsx');
    fs.writeFileSync(hero, fs.readFileSync(hero, 'utf8').replace('Know what sells', 'Spot what sells'));
    // ...and a new top-level page, declared only in the remote's page list.
    const pagesFile = path.join(copy, 'apps/marketing-mfe/src/pages.ts');
    fs.writeFileSync(
      pagesFile,
      `${fs.readFileSync(pagesFile, 'utf8')}\nfunction SpringSalePage() { return <h1>Spring sale finds</h1>; }\n(MARKETING_PAGES as PageDefinition[]).push({ path: '/spring-sale', page: SpringSalePage, head: { title: 'Spring sale', description: 'Finds for the spring sales.' }, sitemap: true });\n`,
    );
    fs.renameSync(pagesFile, pagesFile.replace(/\.ts$/, '.tsx'));

    const remotes = platformRemotes();
    const marketingPort = basePort + 1;
    const marketing = await startRemote(path.join(root, 'apps/marketing-mfe/dist'), marketingPort);
    servers.push(marketing);
    const shell = await startShell(basePort, { ...remotes, marketing: { ...remotes.marketing, manifest: `${marketing.url}/mf-manifest.json` } });
    servers.push(shell);
    await page.goto(`${shell.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Know what sells');

    execFileSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '-c', path.join(copy, 'apps/marketing-mfe/webpack.config.js')], { cwd: path.join(copy, 'apps/marketing-mfe'), stdio: 'ignore' });
    // Redeploy: the remote's server restarts with the new build on the same address.
    await marketing.stop();
    servers.push(await startRemote(path.join(copy, 'apps/marketing-mfe/dist'), marketingPort));

    const html = await (await page.request.get(`${shell.url}/`)).text();
    expect(html).toContain('Spot what sells');
    await page.goto(`${shell.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Spot what sells');
    const added = await page.request.get(`${shell.url}/spring-sale`);
    expect(added.status()).toBe(200);
    const addedHtml = await added.text();
    expect(addedHtml).toContain('<h1>Spring sale finds</h1>');
    expect(addedHtml).toContain('<title>Spring sale | BOLO Directory</title>');
    expect(await (await page.request.get(`${shell.url}/sitemap.xml`)).text()).toContain('/spring-sale</loc>');
    fs.rmSync(copy, { recursive: true, force: true });
  });

  test('without the member remote\'s server bundle, the directory still works, rendered in the browser', async ({ page }) => {
    const copy = path.join(root, '.var', 'member-without-server');
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(path.join(root, 'apps/member-mfe/dist'), copy, { recursive: true });
    fs.rmSync(path.join(copy, 'server'), { recursive: true, force: true });
    const remotes = platformRemotes();
    const member = await startRemote(copy, basePort + 2);
    servers.push(member);
    // A remote without a server bundle cannot tell the web server its addresses: remotes.json lists them.
    const routes = ['/directory/*', '/bolo/*', '/my-bolos/*', '/add-bolo/*', '/profile/*', '/payment-success/*'];
    const shell = await startShell(basePort + 5, { ...remotes, member: { manifest: `${member.url}/mf-manifest.json`, routes } });
    servers.push(shell);

    await signInByApi(page, accounts.member);
    const html = await (await page.request.get(`${shell.url}/directory`)).text();
    expect(html).not.toContain('data-testid="item-card"');
    await page.goto(`${shell.url}/directory`);
    await expect(page.getByTestId('item-card')).toHaveCount(24);
    fs.rmSync(copy, { recursive: true, force: true });
  });
});
