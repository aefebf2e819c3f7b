import { cardProfitEstimate, extractNumbers, type StorePack, type StorePackItem } from '@bolo/contracts';
import type { CatalogueRecord } from './catalogue-index';

// A store pack (GET /api/store-pack) on the phone: kept as the latest full pack with every sync
// applied, and read as CatalogueRecords so the offline directory is searched by the same
// CatalogueIndex as the online one (over name and note: the pack has no full description).

/** A pack with a delta applied: changed and new items replace or join, removed ones go; a full pack replaces everything. */
export function applyStorePack(stored: StorePack | null, received: StorePack): StorePack {
  if (stored === null || received.kind === 'full') return received;
  // Dictionaries differ between packs: items are re-coded into the stored pack's.
  const code = (values: string[], value: string) => {
    const at = values.indexOf(value);
    return at >= 0 ? at : values.push(value) - 1;
  };
  const categories = [...stored.categories];
  const subcategories = [...stored.subcategories];
  const platforms = [...stored.platforms];
  const sources = [...stored.sources];
  const recode = (bits: number, from: string[], to: string[]) => from.reduce((out, value, bit) => (bits & (2 ** bit) ? out | (2 ** code(to, value)) : out), 0);
  const changed = new Map<number, StorePackItem>();
  for (const item of received.items) {
    const [id, updated, name, category, subcategory, itemPlatforms, itemSources, buy, sold, profit, note] = item;
    changed.set(id, [
      id,
      updated,
      name,
      code(categories, received.categories[category]),
      subcategory < 0 ? -1 : code(subcategories, received.subcategories[subcategory]),
      recode(itemPlatforms, received.platforms, platforms),
      recode(itemSources, received.sources, sources),
      buy,
      sold,
      profit,
      note,
    ]);
  }
  const removed = new Set(received.removed);
  const items = stored.items.filter(([id]) => !removed.has(id) && !changed.has(id));
  items.push(...changed.values());
  return { ...received, kind: 'full', items, removed: [], categories, subcategories, platforms, sources };
}

const minOf = (values: number[]): number | null => (values.length === 0 ? null : values.reduce((a, b) => (b < a ? b : a)));
const maxOf = (values: number[]): number | null => (values.length === 0 ? null : values.reduce((a, b) => (b > a ? b : a)));

/** The pack's items as the index reads them: the numbers derived from the price texts by the rules the database uses. */
export function storePackRecords(pack: StorePack): CatalogueRecord[] {
  const valuesOf = (bits: number, values: string[]) => values.filter((_, bit) => bits & (2 ** bit));
  return pack.items.map(([id, updated, name, category, subcategory, platforms, sources, buyPrice, soldRange, , note]) => {
    const buyMin = minOf(extractNumbers(buyPrice));
    const estProfit = cardProfitEstimate(buyPrice, soldRange).high;
    return {
      id,
      updated,
      name,
      description: note,
      category: pack.categories[category],
      subcategory: subcategory < 0 ? null : pack.subcategories[subcategory],
      platforms: valuesOf(platforms, pack.platforms),
      source: valuesOf(sources, pack.sources),
      buyMin,
      soldMax: maxOf(extractNumbers(soldRange)),
      estProfit,
      // As the database's roi_percent: the profit over the lowest buy price, in percent to 2 decimals; none for a free find.
      roiPercent: buyMin !== null && buyMin > 0 ? Math.round((estProfit * 100 * 100) / buyMin) / 100 : null,
    };
  });
}
