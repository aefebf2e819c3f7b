import { isCategory, isSubcategoryOf, ITEM_LIMITS, KNOWN_PLATFORMS, mapSourceLocations, priceRangeOf, formatPriceRange, type Category, type GeneratedItem } from '@bolo/contracts';
import type { SimilarItem, SimilarItemsRepository } from '@bolo/db';
import { CATEGORY_DEFAULTS, FALLBACK_RULE, ruleForName, type CategoryRule } from './category-rules';
import { checkedItem, type ItemGenerator } from './item-generator';
import { cut } from './repair-answer';
import { median, sanePrices } from './sane-prices';

/** How many similar items to read; the votes are weighted by similarity, so far ones count little. */
const NEIGHBOURS = 20;
const NAMES_IN_TEXT = 3;

/**
 * The offline provider (AI_PROVIDER=catalogue, the default): no network, no model. It estimates
 * from published items whose names resemble the new one (pg_trgm): their most common category
 * and subcategory, the medians of their prices, their usual platforms and sources. With no similar
 * item it falls back to keyword rules per category. The notes say it is an estimate and from what.
 */
export class CatalogueItemGenerator implements ItemGenerator {
  constructor(private readonly similarItems: Pick<SimilarItemsRepository, 'similarByName'>) {}

  async generate(requested: string): Promise<GeneratedItem> {
    const name = cut(requested.trim(), ITEM_LIMITS.nameMax);
    const neighbours = (await this.similarItems.similarByName(name, NEIGHBOURS)).filter((item) => isCategory(item.category));
    const rule = ruleForName(name);
    const category = topByWeight(neighbours.map((item) => [item.category as Category, item.similarity])) ?? rule?.category ?? FALLBACK_RULE.category;
    // Prices, platforms and sources come from the neighbours of the chosen category only.
    const peers = neighbours.filter((item) => item.category === category);
    const subcategory =
      topByWeight(peers.filter((item) => item.subcategory && isSubcategoryOf(category, item.subcategory)).map((item) => [item.subcategory as string, item.similarity])) ??
      (rule?.category === category ? rule.subcategory : category === FALLBACK_RULE.category ? FALLBACK_RULE.subcategory : '');
    const defaults = CATEGORY_DEFAULTS[category];

    const prices = sanePrices({ buy: medianRange(peers.map((item) => item.buyPrice), defaults.buy), sold: medianRange(peers.map((item) => item.soldRange), defaults.sold) });
    const buyPrice = formatPriceRange(prices.buy.min, prices.buy.max);
    const soldRange = formatPriceRange(prices.sold.min, prices.sold.max);
    const platforms = byFrequency(peers.flatMap((item) => item.platforms.filter((p) => KNOWN_PLATFORMS.includes(p))));
    const sources = byFrequency(peers.flatMap((item) => mapSourceLocations(item.source)));

    return checkedItem({
      name,
      description: describe(name, category, subcategory, soldRange, peers),
      category,
      subcategory,
      buyPrice,
      soldRange,
      platforms: (platforms.length > 0 ? platforms : [...defaults.platforms]).slice(0, ITEM_LIMITS.listMax),
      notes: notesFor(neighbours.length, peers, rule, category),
      sourceLocations: (sources.length > 0 ? sources : mapSourceLocations(defaults.sources)).slice(0, ITEM_LIMITS.listMax),
      provider: 'catalogue',
    });
  }
}

/** The value with the largest total weight (first seen wins a tie); null for none. */
function topByWeight<T>(votes: ReadonlyArray<readonly [T, number]>): T | null {
  const totals = new Map<T, number>();
  for (const [value, weight] of votes) totals.set(value, (totals.get(value) ?? 0) + Math.max(weight, 0.01));
  let best: T | null = null;
  for (const [value, total] of totals) if (best === null || total > (totals.get(best) ?? 0)) best = value;
  return best;
}

/** Values by how many times they occur, most frequent first (first seen wins a tie). */
function byFrequency(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

/** The median of the stored ranges' mins and of their maxes; the category default when none parses. */
function medianRange(stored: readonly string[], fallback: readonly [number, number]) {
  const ranges = stored.map(priceRangeOf).filter((range) => range !== null);
  const min = median(ranges.map((range) => range.min));
  const max = median(ranges.map((range) => range.max));
  return min === null || max === null ? { min: fallback[0], max: fallback[1] } : { min, max };
}

const listOf = (items: readonly SimilarItem[]): string => items.slice(0, NAMES_IN_TEXT).map((item) => item.name).join('; ');

function describe(name: string, category: Category, subcategory: string, soldRange: string, peers: readonly SimilarItem[]): string {
  const kind = subcategory ? `${subcategory} (${category})` : category;
  const compared = peers.length > 0 ? ` Comparable items in the catalogue: ${listOf(peers)}.` : '';
  const text = `${name}, listed under ${kind}. Similar pieces resell for about ${soldRange}; check condition, completeness and working order before buying.${compared}`;
  return cut(text, ITEM_LIMITS.descriptionMax);
}

function notesFor(found: number, peers: readonly SimilarItem[], rule: CategoryRule | null, category: Category): string {
  const head =
    found > 0
      ? `Catalogue-based estimate from ${found} similar item${found === 1 ? '' : 's'}: ${listOf(peers)}.`
      : `Catalogue-based estimate (no similar items found): ${rule ? `the name suggests ${category}` : `no keyword matched, so ${category} is a guess`}; prices are the category's typical ranges.`;
  return cut(`${head} Review every field before saving.`, ITEM_LIMITS.notesMax);
}
