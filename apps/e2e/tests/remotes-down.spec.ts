// Each remote taken down for real (issue 10, faults): its server process stopped, so both the
// shell's web server (rendering the page) and the browser (loading the remote) find nothing.
// The page still arrives with the shell's frame and a retry, the rest of the site keeps working,
// and Retry recovers the section once the remote is back, without a reload. The admin remote's
// case is in platform.spec.ts (resilience).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { accounts, mainNav } from './support/session';
import { platformRemotes, root, shellUrl, startRemote, startShell, type Server } from './support/web-servers';

// Ports next to the platform's, clear of server-rendering.spec.ts (E2E_PORT_BASE + 40...).
const basePort = Number(shellUrl.port) + 60;

async function signInByApi(page: Page, account: { username: string; password: string }) {
  const response = await page.request.post(`${shellUrl.origin}/api/auth/signin`, { data: account, headers: { Origin: shellUrl.origin } });
  expect(response.status()).toBe(200);
}

interface RemoteCase {
  remote: 'marketing' | 'member';
  route: string;
  account?: { username: string; password: string };
  /** Where the header leads while the remote is down: a page another part of the site serves. */
  elsewhere: { link: string; shows: (page: Page) => Promise<void> };
  /** The section itself, once it loads. */
  loaded: (page: Page) => Promise<void>;
}

const CASES: RemoteCase[] = [
  {
    remote: 'marketing',
    route: '/pricing',
    elsewhere: { link: 'Sign In', shows: (page) => expect(page.getByLabel('Username')).toBeVisible() },
    loaded: (page) => expect(page.getByText('$19', { exact: false }).first()).toBeVisible(),
  },
  {
    remote: 'member',
    route: '/directory',
    account: accounts.member,
    elsewhere: { link: 'Home', shows: (page) => expect(page.getByTestId('preview-card')).toHaveCount(3) },
    loaded: (page) => expect(page.getByTestId('item-card')).toHaveCount(24),
  },
];

test.describe('a remote taken down', () => {
  const servers: Server[] = [];
  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });

  CASES.forEach(({ remote, route, account, elsewhere, loaded }, index) => {
    test(`with the ${remote} remote stopped, ${route} offers a retry, the site keeps working, and Retry recovers it`, async ({ page }) => {
      const remotePort = basePort + index * 2;
      const dist = path.join(root, `apps/${remote}-mfe/dist`);
      const remotes = platformRemotes();
      const copy = await startRemote(dist, remotePort);
      const shell = await startShell(remotePort + 1, { ...remotes, [remote]: { ...remotes[remote], manifest: `${copy.url}/mf-manifest.json` } });
      servers.push(shell);
      await copy.stop();
      if (account) await signInByApi(page, account);

      const response = await page.goto(`${shell.url}${route}`);
      expect(response?.status()).toBe(200);
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toContainText("This section couldn't be loaded");
      await expect(mainNav(page)).toBeVisible();

      await page.getByRole('banner').getByRole('link', { name: elsewhere.link, exact: true }).click();
      await elsewhere.shows(page);

      await page.goto(`${shell.url}${route}`);
      await expect(fallback).toBeVisible();
      servers.push(await startRemote(dist, remotePort));
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await loaded(page);
      await expect(fallback).toBeHidden();
    });
  });
});
