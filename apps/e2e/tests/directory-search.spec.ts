// The directory as a catalogue search engine (issue 20), one member's journey on the seeded
// platform (10,000 synthetic items plus the demo fixtures): a search with a typo finds the
// Nintendo items and offers the catalogue's spelling; facet counts change as filters change and
// each count is what choosing it gives; sorting by best ROI holds across pages; net profit on a
// platform shows on the cards and, the same, on the item page, whose walk-away price follows the
// target. Every number compared is read from the page, never written here.
import { expect, test } from './support/app-ready';
import type { Locator, Page } from '@playwright/test';
import { accounts, signIn } from './support/session';

const cards = (page: Page) => page.getByTestId('item-card');
const resultsLine = (page: Page) => page.getByTestId('results-line');
const facetGroup = (page: Page, key: 'category' | 'subcategory' | 'platform' | 'source' | 'buyMax' | 'profitMin') => page.getByTestId(`facet-${key}`);

/** Every number in a price text as a person reads it: '$1,200' is 1200, '$5-$10' is 5 and 10. */
function numbersIn(text: string): number[] {
  return (text.match(/\d{1,3}(?:,\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
}

/** Dollars as the page writes them ('$1,234.50', '-$3.20'). */
function dollars(text: string): number {
  const match = /(-?)\$([\d,]+(?:\.\d+)?)/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return (match![1] ? -1 : 1) * Number(match![2].replace(/,/g, ''));
}

/** The N of the results line's 'Showing a-b of N items'. */
async function shownTotal(page: Page): Promise<number> {
  const text = (await resultsLine(page).textContent()) ?? '';
  const match = /of ([\d,]+) items?/.exec(text);
  expect(match, `results line "${text}"`).not.toBeNull();
  return Number(match![1].replace(/,/g, ''));
}

/** The count a facet option is read with ('eBay, 1,234 items'). */
async function countOf(option: Locator): Promise<number> {
  const name = (await option.getAttribute('aria-label')) ?? '';
  const match = /, ([\d,]+) items?$/.exec(name);
  expect(match, `facet option "${name}"`).not.toBeNull();
  return Number(match![1].replace(/,/g, ''));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A facet option by its label, whatever its count. */
const option = (group: Locator, label: string) => group.getByRole('link', { name: new RegExp(`^${escape(label)}, [\\d,]+ items?$`) });

/** Until the list and the counts for the address have arrived (the address follows the list once it is on screen). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('updating-banner')).toHaveCount(0);
  await expect(page.getByTestId('directory-loading')).toHaveCount(0);
  await expect(page.getByTestId('facet-groups')).not.toHaveAttribute('aria-busy', 'true');
}

/** What a card shows: its name and ROI as the best-ROI order reads it (the estimated profit's high end over the lowest buy price). */
async function cardRoi(card: Locator): Promise<{ name: string; roi: number | null }> {
  const name = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  const [buyText, soldText] = await card.locator('dd').allTextContents();
  const buy = numbersIn(buyText ?? '');
  const sold = numbersIn(soldText ?? '');
  expect(buy.length * sold.length, `prices of "${name}": "${buyText}" / "${soldText}"`).toBeGreaterThan(0);
  const lowestBuy = Math.min(...buy);
  const high = Math.max(0, Math.max(...sold) - lowestBuy);
  // A free find has no finite ROI: left out of the comparisons.
  return { name, roi: lowestBuy > 0 ? high / lowestBuy : null };
}

test.describe('directory search, facets, sorting and net profit', () => {
  test('a member finds Nintendo past a typo, narrows with facets, sorts by ROI and reads net profit per platform', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, accounts.member);
    await page.goto('/directory');
    await expect(cards(page)).toHaveCount(24);
    await settled(page);

    // 1. A typo: no exact match, the near misses are listed, and "Did you mean" has the catalogue's spelling.
    await page.getByLabel('Search').fill('nintedo');
    const suggestionLine = page.getByTestId('search-suggestion');
    await expect(suggestionLine).toContainText('No exact matches for "nintedo".');
    const didYouMean = suggestionLine.getByRole('link', { name: /^Did you mean ".+"\?$/ });
    await expect(didYouMean).toBeVisible();
    const suggestion = /^Did you mean "(.+)"\?$/.exec(((await didYouMean.textContent()) ?? '').trim())?.[1] ?? '';
    expect(suggestion.toLowerCase()).toBe('nintendo');
    await expect(cards(page).filter({ hasText: /nintendo/i }).first()).toBeVisible();

    await didYouMean.click();
    await expect(page.getByLabel('Search')).toHaveValue(suggestion);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${escape(suggestion)}(&|$)`, 'i'));
    await expect(suggestionLine).toHaveCount(0);
    await expect(resultsLine(page)).toContainText(`matching “${suggestion}”`);
    await expect(cards(page).filter({ hasText: /nintendo/i }).first()).toBeVisible();
    await settled(page);
    expect(await page.getByRole('link', { name: `Remove filter: “${suggestion}”`, exact: true }).count()).toBe(1);

    // 2. Facets: choosing eBay gives exactly the count it was shown with.
    const platforms = facetGroup(page, 'platform');
    const ebay = option(platforms, 'eBay');
    const ebayBefore = await countOf(ebay);
    const searchTotal = await shownTotal(page);
    expect(ebayBefore).toBeGreaterThan(0);
    expect(ebayBefore).toBeLessThanOrEqual(searchTotal);
    await ebay.click();
    await expect(page).toHaveURL(/[?&]platform=eBay(&|$)/);
    await settled(page);
    await expect(ebay).toHaveAttribute('aria-current', 'true');
    expect(await shownTotal(page)).toBe(ebayBefore);
    // Within the platform facet counts are disjunctive: eBay's own count does not move when it is chosen.
    expect(await countOf(ebay)).toBe(ebayBefore);

    // Another filter that leaves some of these items out: every other facet's count changes with it.
    const narrower = await (async () => {
      for (const key of ['source', 'buyMax', 'profitMin'] as const) {
        const links = facetGroup(page, key).getByRole('link');
        for (const link of await links.all()) {
          const count = await countOf(link);
          if (count > 0 && count < ebayBefore) return { link, count, label: ((await link.getAttribute('aria-label')) ?? '').replace(/, [\d,]+ items?$/, '') };
        }
      }
      return null;
    })();
    expect(narrower, 'a source, buy or profit option that narrows the eBay results').not.toBeNull();
    await narrower!.link.click();
    await expect(page.getByRole('link', { name: `Remove filter: ${narrower!.label}`, exact: true })).toBeVisible();
    // Choosing it gives exactly the count it was shown with.
    await expect.poll(() => shownTotal(page)).toBe(narrower!.count);
    await settled(page);
    const ebayAfter = await countOf(ebay);
    expect(ebayAfter).toBe(narrower!.count);
    expect(ebayAfter).toBeLessThan(ebayBefore);

    // Its chip takes it out again, and eBay's count comes back.
    await page.getByRole('link', { name: `Remove filter: ${narrower!.label}`, exact: true }).click();
    await expect(page.getByRole('link', { name: `Remove filter: ${narrower!.label}`, exact: true })).toHaveCount(0);
    await expect.poll(() => shownTotal(page)).toBe(ebayBefore);
    await settled(page);
    expect(await countOf(ebay)).toBe(ebayBefore);

    // A second platform widens the list (OR within the facet): at least either count, at most both.
    // (An option with nothing to add is not a link.)
    const mercari = option(platforms, 'Mercari');
    const mercariCount = (await mercari.count()) > 0 ? await countOf(mercari) : 0;
    if (mercariCount > 0) {
      await mercari.click();
      await expect(page).toHaveURL(/[?&]platform=eBay(,|%2C)Mercari(&|$)/);
      await settled(page);
      const both = await shownTotal(page);
      expect(both).toBeGreaterThanOrEqual(Math.max(ebayBefore, mercariCount));
      expect(both).toBeLessThanOrEqual(ebayBefore + mercariCount);
      await page.getByRole('link', { name: 'Remove filter: Mercari', exact: true }).click();
      await settled(page);
    }

    // 3. Best ROI over the whole directory, in order across pages.
    await page.getByRole('link', { name: 'Clear Filters', exact: true }).click();
    await expect(page).not.toHaveURL(/[?&](search|platform)=/);
    await settled(page);
    await expect(page.getByLabel('Search')).toHaveValue('');
    await page.getByLabel('Sort by').selectOption('roi');
    await expect(page).toHaveURL(/[?&]sort=roi(&|$)/);
    await settled(page);
    await expect(cards(page)).toHaveCount(24);
    const firstPage = await Promise.all((await cards(page).all()).map(cardRoi));
    const ranked = firstPage.filter((card) => card.roi !== null);
    for (let i = 1; i < ranked.length; i++) {
      expect(ranked[i - 1].roi!, `${ranked[i - 1].name} before ${ranked[i].name}`).toBeGreaterThanOrEqual(ranked[i].roi! - 1e-6);
    }
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page).toHaveURL(/[?&]sort=roi(&|$)/);
    await settled(page);
    await expect(resultsLine(page)).toContainText(/Showing 25-48 of/);
    const secondPageFirst = await cardRoi(cards(page).first());
    const lastRanked = ranked.at(-1);
    expect(lastRanked, 'a card with a buy price on page 1').toBeTruthy();
    if (secondPageFirst.roi !== null) {
      expect(lastRanked!.roi!, `${lastRanked!.name} (page 1) before ${secondPageFirst.name} (page 2)`).toBeGreaterThanOrEqual(secondPageFirst.roi - 1e-6);
    }

    // 4. Net profit on eBay: on the cards, then the list ordered by it.
    await page.getByLabel('Show net profit on').selectOption('eBay');
    await expect(page).toHaveURL(/[?&]netOn=eBay(&|$)/);
    await expect(cards(page).getByTestId('card-net').or(cards(page).getByTestId('card-net-note')).first()).toBeVisible();
    await expect(page.getByLabel('Sort by').locator('option[value="net"]')).toHaveText('Best net profit on eBay');
    await page.getByLabel('Sort by').selectOption('net');
    await expect(page).toHaveURL(/[?&]sort=net(&|$)/);
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await settled(page);
    // The best net profit on eBay among the items sold there (an item that is not keeps its estimate).
    const best = cards(page).filter({ has: page.getByTestId('card-net') }).first();
    const net = best.getByTestId('card-net');
    await expect(net).toHaveText(/^Net on eBay: -?\$[\d,.]+ – -?\$[\d,.]+$/);
    const [netLow, netHigh] = ((await net.getByTestId('card-net-profit').textContent()) ?? '').split('–').map(dollars);
    const itemName = ((await best.getByRole('heading').first().textContent()) ?? '').trim();

    // 5. The item page: net profit on each of its platforms (eBay's the same as on the card) and the walk-away price.
    await best.click();
    await expect(page).toHaveURL(/\/bolo\/\d+\?returnTo=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemName);
    const fees = page.getByTestId('profit-after-fees');
    await expect(fees).toBeVisible();
    const rows = fees.locator('[data-testid^="profit-fees-row-"]');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) await expect(row.getByTestId('net-low')).toHaveText(/\$[\d,.]+/);
    const ebayRow = fees.getByTestId('profit-fees-row-eBay');
    expect(dollars((await ebayRow.getByTestId('net-low').textContent()) ?? '')).toBe(netLow);
    if ((await ebayRow.getByTestId('net-high').count()) > 0) expect(dollars((await ebayRow.getByTestId('net-high').textContent()) ?? '')).toBe(netHigh);

    const walkAway = fees.getByTestId('walk-away-price');
    await expect(walkAway).toHaveText(/^\$[\d,]+\.\d{2}$/);

    // 6. A new target moves the walk-away price (not saved: the member's profile is left as it was).
    await fees.getByLabel('Target', { exact: true }).selectOption('dollars');
    const value = fees.getByLabel('Profit ($)');
    await value.fill('1');
    await expect(fees.getByTestId('walk-away-text')).toContainText('$1.00 profit');
    const atOne = dollars((await walkAway.textContent()) ?? '');
    expect(atOne, 'the best net profit find is worth paying something for').toBeGreaterThan(0);
    await value.fill('11');
    await expect(fees.getByTestId('walk-away-text')).toContainText('$11.00 profit');
    // Ten dollars more profit is ten dollars less to pay, down to nothing.
    await expect.poll(async () => dollars((await walkAway.textContent()) ?? '')).toBeCloseTo(Math.max(0, atOne - 10), 2);
  });
});
