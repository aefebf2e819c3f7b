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

/** Per item of `pack.items`, in order: buyMin, soldMax, estProfit and roiPercent (NaN for none). */
export const PACK_NUMBERS_PER_ITEM = 4;

/**
 * The numbers the index reads, derived from the price texts by the rules the database uses. A
 * phone derives them when it syncs and keeps them with the pack, so an offline start skips it.
 */
export function packNumbers(pack: StorePack, previous?: { pack: StorePack; numbers: Float64Array }): Float64Array {
  const numbers = new Float64Array(pack.items.length * PACK_NUMBERS_PER_ITEM);
  // applyStorePack keeps the unchanged items' tuples: theirs are copied, not derived again.
  const before = previous && previous.numbers.length === previous.pack.items.length * PACK_NUMBERS_PER_ITEM ? new Map(previous.pack.items.map((item, at) => [item, at])) : null;
  pack.items.forEach((item, at) => {
    const kept = before?.get(item);
    if (kept !== undefined && previous) {
      numbers.set(previous.numbers.subarray(kept * PACK_NUMBERS_PER_ITEM, (kept + 1) * PACK_NUMBERS_PER_ITEM), at * PACK_NUMBERS_PER_ITEM);
      return;
    }
    const [, , , , , , , buyPrice, soldRange] = item;
    const buyMin = minOf(extractNumbers(buyPrice));
    const estProfit = cardProfitEstimate(buyPrice, soldRange).high;
    const base = at * PACK_NUMBERS_PER_ITEM;
    numbers[base] = buyMin ?? Number.NaN;
    numbers[base + 1] = maxOf(extractNumbers(soldRange)) ?? Number.NaN;
    numbers[base + 2] = estProfit;
    // As the database's roi_percent: the profit over the lowest buy price, in percent to 2 decimals; none for a free find.
    numbers[base + 3] = buyMin !== null && buyMin > 0 ? Math.round((estProfit * 100 * 100) / buyMin) / 100 : Number.NaN;
  });
  return numbers;
}

/** The pack's items as the index reads them (`numbers`: packNumbers of this pack, if kept). */
export function storePackRecords(pack: StorePack, numbers: Float64Array = packNumbers(pack)): CatalogueRecord[] {
  if (numbers.length !== pack.items.length * PACK_NUMBERS_PER_ITEM) numbers = packNumbers(pack);
  const valuesOf = (bits: number, values: string[]) => values.filter((_, bit) => bits & (2 ** bit));
  const orNull = (value: number) => (Number.isNaN(value) ? null : value);
  return pack.items.map(([id, updated, name, category, subcategory, platforms, sources, , , , note], at) => {
    const base = at * PACK_NUMBERS_PER_ITEM;
    return {
      id,
      updated,
      name,
      description: note,
      category: pack.categories[category],
      subcategory: subcategory < 0 ? null : pack.subcategories[subcategory],
      platforms: valuesOf(platforms, pack.platforms),
      source: valuesOf(sources, pack.sources),
      buyMin: orNull(numbers[base]),
      soldMax: orNull(numbers[base + 1]),
      estProfit: numbers[base + 2],
      roiPercent: orNull(numbers[base + 3]),
    };
  });
}
