import { expect, test } from './support/app-ready';
import type { Page } from '@playwright/test';
import { accounts, signIn } from './support/session';

const cards = (page: Page) => page.getByTestId('item-card');

test.describe('directory as a subscriber', () => {
  test('filters, pages, opens an item and comes back to the same place', async ({ page }) => {
    // Every picture the pages ask for arrives (card addresses carry their own version and the hour's).
    const refusedPictures: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/images/') && response.status() >= 400) refusedPictures.push(`${response.status()} ${response.url()}`);
    });
    await signIn(page, accounts.member);
    await page.goto('/directory');
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByTestId('results-line')).toContainText(/Showing 1-24 of \d+ items/);

    // The subcategory waits for a category.
    const subcategory = page.getByLabel('Subcategory');
    await expect(subcategory).toBeDisabled();
    await page.getByLabel('Category', { exact: true }).selectOption('Home & Kitchen');
    await expect(subcategory).toBeEnabled();
    await expect(page).toHaveURL(/category=Home(\+|%20)%26(\+|%20)Kitchen/);
    await subcategory.selectOption('Cookware');
    await expect(page).toHaveURL(/subcategory=Cookware/);
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) await expect(card).toContainText('Cookware');

    // Search narrows the list further after the pause; the category filters stay.
    await page.getByLabel('Search').fill('skillet');
    await expect(page).toHaveURL(/search=skillet/);
    await expect(page).toHaveURL(/subcategory=Cookware/);
    await expect(page.getByTestId('results-line')).toContainText('skillet');

    // Page 2 of the search results.
    await page.getByRole('button', { name: /page 2|^2$/i }).first().click();
    await expect(page).toHaveURL(/page=2/);
    const directoryUrl = page.url();
    const firstCard = cards(page).first();
    const itemName = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';
    await firstCard.click();

    await expect(page).toHaveURL(/\/bolo\/\d+\?returnTo=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemName);
    await expect(page.getByText('Potential Profit')).toBeVisible();
    await page.getByRole('button', { name: /back to directory/i }).or(page.getByRole('link', { name: /back to directory/i })).first().click();

    await expect(page).toHaveURL(directoryUrl);
    await expect(page.getByLabel('Search')).toHaveValue('skillet');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Home & Kitchen');
    await expect(page.getByLabel('Subcategory')).toHaveValue('Cookware');
    await expect(page.getByTestId('results-line')).toContainText(/Showing 25-/);
    expect(refusedPictures).toEqual([]);
  });

  test('saves an item, finds it in My BOLOs, opens it from there and removes it', async ({ page }) => {
    await signIn(page, accounts.member);
    await page.goto('/directory?search=cast%20iron');
    await expect(cards(page).first()).toBeVisible();
    await cards(page).first().click();
    const itemName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    const save = page.getByRole('button', { name: /save to my bolos|saved/i });
    if ((await save.textContent())?.match(/^\s*saved\s*$/i)) {
      await save.click(); // start from "not saved" when an earlier run left it saved
      await expect(page.getByRole('button', { name: /save to my bolos/i })).toBeVisible();
    }
    await page.getByRole('button', { name: /save to my bolos/i }).click();
    await expect(page.getByText('BOLO Saved!')).toBeVisible();
    await expect(page.getByRole('button', { name: /^saved$/i })).toBeVisible();

    await page.goto('/my-bolos');
    const saved = cards(page).filter({ hasText: itemName });
    await expect(saved).toHaveCount(1);
    await saved.click();
    await expect(page).toHaveURL(/returnTo=%2Fmy-bolos/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemName);
    await page.getByRole('button', { name: /back to my bolos/i }).or(page.getByRole('link', { name: /back to my bolos/i })).first().click();
    await expect(page).toHaveURL(/\/my-bolos/);

    await cards(page).filter({ hasText: itemName }).getByRole('button', { name: /remove/i }).click();
    await expect(page.getByText('BOLO Removed')).toBeVisible();
    await expect(cards(page).filter({ hasText: itemName })).toHaveCount(0);
  });
});

test.describe('directory without a subscription', () => {
  test('a free user sees Premium Access Required', async ({ page }) => {
    await signIn(page, accounts.free);
    await page.goto('/directory');
    await expect(page.getByRole('heading', { name: 'Premium Access Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Pricing Plans' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('a visitor sees Premium Access Required, Authentication Required and Invalid item ID', async ({ page }) => {
    await page.goto('/directory');
    await expect(page.getByRole('heading', { name: 'Premium Access Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In to Access' })).toBeVisible();

    await page.goto('/bolo/1');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();

    await page.goto('/bolo/abc');
    await expect(page.getByText('Invalid item ID')).toBeVisible();
  });
});
