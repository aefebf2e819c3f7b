import { request } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { accounts, mainNav, signIn } from './support/session';

// Issue 22: a member saves a search on the directory; an admin publishes a matching find; the
// worker matches it and the member sees the badge and the find under Alerts.
test.describe('saved searches and alerts', () => {
  test('a saved search tells the member about a matching find an admin publishes', async ({ page, baseURL, browser }) => {
    test.setTimeout(120_000);
    // A word no other find has, so the match is this test's.
    const word = `zeppelin${Date.now().toString(36)}`;
    await signIn(page, accounts.member);
    await page.goto(`/directory?search=${word}`);
    await expect(page.getByTestId('directory-empty')).toBeVisible();
    await page.getByRole('button', { name: 'Save this search' }).click();
    const form = page.getByRole('form', { name: 'Save this search' });
    await expect(form.getByLabel('Name')).toHaveValue(word);
    await form.getByLabel('Name').fill(`Zeppelins ${word}`);
    await form.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();

    // The admin publishes a matching find (the back office's own calls).
    const admin = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL as string).origin } });
    expect((await admin.post('/api/auth/signin', { data: accounts.admin })).status()).toBe(200);
    const created = await admin.post('/api/bolo-items/create', {
      data: { name: `Brass ${word} lamp`, description: 'A table lamp shaped like an airship.', category: 'Home & Kitchen', buyPrice: '$5 - $10', soldRange: '$60 - $90', platforms: ['eBay'], source: ['Estate Sales'] },
    });
    expect(created.status()).toBe(201);
    const { item } = (await created.json()) as { item: { id: number } };
    expect((await admin.put(`/api/bolo-items/${item.id}/status`, { data: { status: 'published' } })).status()).toBe(200);
    await admin.dispose();

    // The worker matches it at once (the publish asks it to); the badge shows on the next page.
    const badge = mainNav(page).getByTestId('alerts-badge');
    await expect
      .poll(
        async () => {
          await page.goto('/profile');
          return badge.isVisible();
        },
        { timeout: 60_000, intervals: [1000, 2000] },
      )
      .toBe(true);
    await expect(badge).toHaveText('1 new');
    await expect(page.getByTestId('saved-search').filter({ hasText: `Zeppelins ${word}` })).toBeVisible();

    await mainNav(page).getByRole('link', { name: /^Alerts/ }).click();
    const alert = page.getByTestId('alert').filter({ hasText: `Brass ${word} lamp` });
    await expect(alert).toContainText(`Matches “Zeppelins ${word}”`);
    // Seen: the badge clears.
    await expect(badge).toHaveCount(0);
    await alert.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Brass ${word} lamp`);

    // Without scripts the list arrives in the page's HTML.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noScript.newPage();
    await plain.goto('/login');
    await plain.getByLabel('Username').fill(accounts.member.username);
    await plain.getByLabel('Password', { exact: true }).fill(accounts.member.password);
    await plain.getByRole('button', { name: 'Sign In' }).click();
    await expect(plain).toHaveURL(/\/directory/);
    await plain.goto('/alerts');
    await expect(plain.getByTestId('alert').filter({ hasText: `Brass ${word} lamp` })).toContainText(`Matches “Zeppelins ${word}”`);
    await noScript.close();

    // The saved search goes from the profile.
    await page.goto('/profile');
    await page.getByRole('button', { name: `Delete the saved search “Zeppelins ${word}”` }).click();
    await expect(page.getByText('Saved search deleted')).toBeVisible();
    await expect(page.getByTestId('saved-search').filter({ hasText: `Zeppelins ${word}` })).toHaveCount(0);
  });
});
