import type { Page } from '@playwright/test';
import { expect, test } from './support/app-ready';
import { advanceClock, expectAccessEnded, newPerson, signUp, subscribe, subscriptionCard } from './support/billing';
import { accounts, apiUrl, mainNav, signIn } from './support/session';

// Issue 21, the store pack: downloaded into the browser (IndexedDB), synced, used offline, deleted.
// With the service worker, as members' browsers have it (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** How many finds the pack on this browser holds (0: none), read from IndexedDB as the app keeps it. */
function findsOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opened = indexedDB.open('bolo-store-pack');
        // Not there yet: never create it here (the app would find it without its store).
        opened.onupgradeneeded = () => opened.transaction?.abort();
        opened.onerror = () => resolve(0);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('packs')) return resolve(0);
          const read = db.transaction('packs').objectStore('packs').get('current');
          read.onsuccess = () => resolve(read.result ? read.result.pack.items.length : 0);
        };
      }),
  );
}

const DAY = 24 * 60 * 60;
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

  test('after a subscription ends, the next online open deletes the pack', async ({ page }) => {
    const person = newPerson('pack');
    await signUp(page, person);
    await subscribe(page, person, 'monthly');
    await page.goto('/profile');
    await page.getByTestId('store-pack-setting').getByRole('button', { name: 'Download store pack' }).click();
    await expect(page.getByText('Store pack downloaded')).toBeVisible();
    expect(await findsOnDevice(page)).toBeGreaterThan(1000);

    const card = subscriptionCard(page);
    await card.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expect(page.getByText('Subscription Cancelled').first()).toBeVisible();
    await advanceClock(31 * DAY + DAY);
    await expectAccessEnded(page);

    await page.goto('/directory');
    await expect(page.getByRole('heading', { name: 'Premium Access Required' })).toBeVisible();
    await expect.poll(() => findsOnDevice(page), { timeout: 20_000 }).toBe(0);
  });

  test('a free account is not offered a pack, and neither it nor a visitor is ever given one', async ({ page, browser }) => {
    await signIn(page, accounts.free);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.getByTestId('store-pack-setting')).toHaveCount(0);
    // Asked directly, as a copied app or a script would.
    expect((await page.request.get('/api/store-pack')).status()).toBe(403);
    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin, hasTouch: true });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/directory');
    await expect(visitorPage.getByRole('heading', { name: /Authentication Required|Premium Access Required/ })).toBeVisible();
    expect((await visitorPage.request.get('/api/store-pack')).status()).toBe(401);
    expect(await findsOnDevice(visitorPage)).toBe(0);
    await visitor.close();
    expect(await findsOnDevice(page)).toBe(0);
  });
});

// A phone: the pack downloads by itself (a desktop browser gets it from /profile).
test.describe('store pack on a touch device', () => {
  test.use({ hasTouch: true });

  test('offline, the directory answers from the pack: search with typos, filters, pages, an item and the saved list, under an offline banner', async ({ page, context }) => {
    const cards = page.getByTestId('item-card');
    const banner = page.getByTestId('offline-banner');
    await signIn(page, accounts.member);
    // Online first: the pack downloads by itself from the directory.
    await page.goto('/directory');
    await expect(cards).toHaveCount(24);
    await expect.poll(() => findsOnDevice(page), { timeout: 20_000 }).toBeGreaterThan(1000);
    await expect(banner).toHaveCount(0);

    // A saved item, the saved list and a sync for it, all in this page (without a service worker,
    // only code this page has loaded is there offline).
    await cards.first().click();
    const itemName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    const toggle = page.getByRole('button', { name: /save to my bolos|^saved$/i });
    await expect(toggle).toBeVisible();
    if (/save to my bolos/i.test((await toggle.textContent()) ?? '')) {
      await toggle.click();
      await expect(page.getByRole('button', { name: /^saved$/i })).toBeVisible();
    }
    const account = async (label: string) => {
      await page.getByRole('button', { name: /member/ }).click();
      await page.getByRole('menuitem', { name: label }).or(page.getByRole('link', { name: label, exact: true })).first().click();
    };
    await account('My BOLOs');
    await expect(cards.filter({ hasText: itemName })).toHaveCount(1);
    await account('Profile');
    await page.getByTestId('store-pack-setting').getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText('Store pack up to date')).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Directory' }).click();
    await expect(cards).toHaveCount(24);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.getByLabel('Search').fill('nintedo');
    await expect(banner).toContainText('Offline — last synced');
    await expect(page.getByTestId('search-suggestion')).toContainText('No exact matches for "nintedo".');
    await expect(page.getByTestId('search-suggestion').getByRole('link', { name: /^Did you mean "nintendo"\?$/i })).toBeVisible();
    await expect(cards.filter({ hasText: /nintendo/i }).first()).toBeVisible();

    await page.getByLabel('Search').fill('');
    await page.getByLabel('Category', { exact: true }).selectOption('Home & Kitchen');
    await expect(page).toHaveURL(/category=Home/);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Home & Kitchen');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('results-line')).toContainText(/Showing 25-48 of/);

    await cards.first().click();
    await expect(banner).toBeVisible();
    const offlineName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    const offlineId = Number(/\/bolo\/(\d+)/.exec(page.url())?.[1]);
    // Saved offline: kept on the device, listed at once, sent when the network is back.
    await page.getByRole('button', { name: /save to my bolos/i }).click();
    await expect(page.getByText('BOLO Saved!')).toBeVisible();

    await account('My BOLOs');
    await expect(page).toHaveURL(/\/my-bolos/);
    await expect(banner).toBeVisible();
    await expect(cards.filter({ hasText: itemName })).toHaveCount(1);
    await expect(cards.filter({ hasText: offlineName })).toHaveCount(1);
    // Through the shell's /api, with the page's session.
    const savedOnServer = async () => ((await (await page.request.get(`/api/saved-bolos/check/${offlineId}`)).json()) as { isSaved?: boolean }).isSaved;

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect.poll(savedOnServer).toBe(true);
    await expect(cards.filter({ hasText: offlineName })).toHaveCount(1);
  });
});
