import { expect, test } from './support/app-ready';
import { accounts, apiUrl, signIn } from './support/session';

// Issue 21, the store pack on /profile: downloaded into the browser (IndexedDB), synced, deleted.
test.describe('store pack settings', () => {
  test('a member downloads the whole directory to the device, syncs it and deletes it', async ({ page }) => {
    await signIn(page, accounts.member);
    await page.goto('/profile');
    const card = page.getByTestId('store-pack-setting');
    await expect(card.getByTestId('store-pack-none')).toHaveText('Not on this device yet.');

    await card.getByRole('button', { name: 'Download store pack' }).click();
    await expect(page.getByText('Store pack downloaded')).toBeVisible();
    // Every published find, as the public count says.
    const { count } = (await (await page.request.get(`${apiUrl}/api/bolo-items/count`)).json()) as { count: number };
    await expect(card.getByTestId('store-pack-items')).toHaveText(count.toLocaleString('en-US'));

    // Kept across reloads: it lives in the browser, not in the page.
    await page.reload();
    await expect(card.getByTestId('store-pack-items')).toHaveText(count.toLocaleString('en-US'));
    await card.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText('Store pack up to date')).toBeVisible();

    await card.getByRole('button', { name: 'Delete from this device' }).click();
    await expect(card.getByTestId('store-pack-none')).toBeVisible();
    await page.reload();
    await expect(card.getByTestId('store-pack-none')).toBeVisible();
  });

  test('a free account is not offered a pack', async ({ page }) => {
    await signIn(page, accounts.free);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.getByTestId('store-pack-setting')).toHaveCount(0);
  });
});
