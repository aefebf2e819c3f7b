// Every link the site's navigation offers leads somewhere (issue 17): the top navigation and its
// account menu, the footer, the admin dashboard and the admin menu, for a visitor, a member and an
// admin. Links are read from the pages as rendered, so a link added later is checked too.
import type { Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { accounts, signIn } from './support/session';


/** The site's own addresses among the page's links (external profiles and the API's dashboard aside). */
async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(selector).evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/')).map((href) => href.split('#')[0].split('?')[0]);
}

/** Opens the account menu when there is one, so its links are in the page too. */
async function openAccountMenu(page: Page, username: string): Promise<void> {
  const menu = page.getByRole('button', { name: new RegExp(username) });
  if (await menu.count()) await menu.first().click();
}

/** Opens each address in the browser, as a click would, and checks it is not the not-found page. */
async function expectPagesExist(page: Page, paths: Iterable<string>): Promise<void> {
  for (const path of new Set(paths)) {
    const response = await page.goto(path);
    // Pages rendered in the browser (the back office) settle on their heading, the not-found page's included.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const notFound = (await page.getByTestId('not-found').count()) > 0 || response?.status() === 404;
    expect(notFound ? `${path}: not found` : `${path}: a page`).toBe(`${path}: a page`);
  }
}

test('a visitor\'s navigation and footer lead to pages', async ({ page }) => {
  await page.goto('/');
  const links = [...(await internalLinks(page, 'header a[href]')), ...(await internalLinks(page, 'footer a[href]'))];
  expect(links).toContain('/pricing');
  await expectPagesExist(page, links);
});

test('a member\'s navigation, account menu and footer lead to pages', async ({ page }) => {
  await signIn(page, accounts.member);
  await openAccountMenu(page, accounts.member.username);
  const links = [...(await internalLinks(page, 'header a[href], [role="menu"] a[href]')), ...(await internalLinks(page, 'footer a[href]'))];
  expect(links).toEqual(expect.arrayContaining(['/directory', '/add-bolo', '/my-bolos', '/profile']));
  await expectPagesExist(page, links);
});

test('the admin dashboard and menu lead to pages', async ({ page }) => {
  // About fifteen back-office pages, each a full load of the antd app: over a minute on a busy machine.
  test.setTimeout(150_000);
  await signIn(page, accounts.admin);
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
  // The menu's Items group is open on the dashboard, so its links are in the page.
  const links = await internalLinks(page, 'main a[href], nav[aria-label="Admin menu"] a[href]');
  expect(links).toEqual(expect.arrayContaining(['/admin/manage-items', '/admin/comments', '/admin/users']));
  await expectPagesExist(page, links);
});
