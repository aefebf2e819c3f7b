import { BUY_MAX_STEPS, CATEGORIES, FILTER_SOURCES, PLATFORMS, PROFIT_MIN_STEPS, SUBCATEGORIES, type DirectoryFacets, type FacetCount } from '@bolo/contracts';
import type { NearWords } from './near-words';

// Facet counts (issue 20 item 2), disjunctive as catalogue search engines count them: an option's
// count applies the search and every other filter, but not its own filter's current choice.
// Both the database (directory-facets.ts in @bolo/db) and the in-memory index (CatalogueIndex)
// reduce the matching items to "combinations" (category, subcategory, platform set, source set
// and price step, with how many items each holds); the arithmetic below reads every facet from
// them in one pass, the same way for both.

/** The directory's filters: a search (or, when nothing contains it, its near words) and the facet filters. */
export interface CatalogueFilters {
  search?: string;
  category?: string;
  subcategory?: string;
  /** Items sold on any of these platforms. */
  platform?: readonly string[];
  /** Items found at any of these sources. */
  source?: readonly string[];
  /** Lowest buy price at most this many dollars. */
  buyMax?: number;
  /** Estimated profit (the card's high end) at least this many dollars. */
  profitMin?: number;
  /**
   * Set when nothing contains the search: it is then matched forgivingly, each of its words by
   * any of the catalogue words accepted for it (chooseNearWords).
   */
  nearWords?: NearWords;
}

/** Whether the filters go beyond the category filters and an exact search (the kept counts and tuned plans serve only those). */
export function hasFacetFilters(filters: CatalogueFilters): boolean {
  return (
    (filters.platform?.length ?? 0) > 0 ||
    (filters.source?.length ?? 0) > 0 ||
    filters.buyMax !== undefined ||
    filters.profitMin !== undefined ||
    filters.nearWords !== undefined
  );
}

/** One combination of facet values and how many published items have it. */
export interface FacetCombination {
  category: string;
  subcategory: string;
  platforms: string[];
  source: string[];
  /** The smallest buy step the lowest buy price is within; 0 above them all or without a price. */
  buyStep: number;
  /** The largest profit step the estimated profit reaches; 0 for none. */
  profitStep: number;
  /** With a buy or profit bound that is not a step: whether these items are within it (grouped per row). */
  buyOk: boolean | null;
  profitOk: boolean | null;
  n: number;
}

const isStep = (steps: readonly number[], value: number | undefined): boolean => value === undefined || steps.includes(value);

/** Whether the kept combinations answer these filters: no search, and price bounds that are steps (the steps the table was bucketed by). */
export function keptCombinationsServe(filters: CatalogueFilters): boolean {
  return filters.search === undefined && filters.nearWords === undefined && isStep(BUY_MAX_STEPS, filters.buyMax) && isStep(PROFIT_MIN_STEPS, filters.profitMin);
}

// The filters in the order of a combination's failure bits.
const CATEGORY = 1;
const SUBCATEGORY = 2;
const PLATFORM = 4;
const SOURCE = 8;
const BUY = 16;
const PROFIT = 32;

/** Whether `have` holds any of `wanted` (none wanted: yes). */
function holdsAny(have: readonly string[], wanted: readonly string[] | undefined): boolean {
  if (!wanted?.length) return true;
  for (const value of have) if (wanted.includes(value)) return true;
  return false;
}

/** The filters a combination fails, as bits (0: it passes them all). */
function failures(combo: FacetCombination, filters: CatalogueFilters): number {
  let failed = 0;
  if (filters.category !== undefined && combo.category !== filters.category) failed |= CATEGORY;
  if (filters.subcategory !== undefined && combo.subcategory !== filters.subcategory) failed |= SUBCATEGORY;
  if (!holdsAny(combo.platforms, filters.platform)) failed |= PLATFORM;
  if (!holdsAny(combo.source, filters.source)) failed |= SOURCE;
  if (filters.buyMax !== undefined && !(combo.buyOk ?? (combo.buyStep !== 0 && combo.buyStep <= filters.buyMax))) failed |= BUY;
  if (filters.profitMin !== undefined && !(combo.profitOk ?? combo.profitStep >= filters.profitMin)) failed |= PROFIT;
  return failed;
}

/** How many published items the combinations hold that pass every filter (the list's total). */
export function countMatching(combinations: readonly FacetCombination[], filters: CatalogueFilters): number {
  let total = 0;
  for (const combo of combinations) if (failures(combo, filters) === 0) total += combo.n;
  return total;
}

/**
 * The facets of `filters` from the combinations of its search (see facetCombinationsStatement),
 * in one pass: a combination passing every filter counts towards every facet; one failing a
 * single filter counts only towards that filter's options (an option's count ignores its own
 * filter); one failing more counts towards none. The category facet also ignores the
 * subcategory (choosing another category clears it). This runs on every facet request over
 * tens of thousands of combinations, hence bits and no allocation per combination.
 */
export function countFacets(combinations: readonly FacetCombination[], filters: CatalogueFilters): Omit<DirectoryFacets, 'search'> {
  const tallies = {
    category: new Map<string, number>(),
    subcategory: new Map<string, number>(),
    platform: new Map<string, number>(),
    source: new Map<string, number>(),
    buyMax: new Map<string, number>(),
    profitMin: new Map<string, number>(),
  };
  const add = (tally: Map<string, number>, value: string, n: number) => tally.set(value, (tally.get(value) ?? 0) + n);
  /** Each value of a set once, even if an item's array repeats it. */
  const addEach = (tally: Map<string, number>, values: readonly string[], n: number) => {
    for (let i = 0; i < values.length; i++) if (values.indexOf(values[i]) === i) add(tally, values[i], n);
  };
  const buySteps = BUY_MAX_STEPS.map(String);
  const profitSteps = PROFIT_MIN_STEPS.map(String);
  let total = 0;
  for (const combo of combinations) {
    const failed = failures(combo, filters);
    const n = combo.n;
    if (failed === 0) total += n;
    if ((failed & ~(CATEGORY | SUBCATEGORY)) === 0) add(tallies.category, combo.category, n);
    if (filters.category !== undefined && (failed === 0 || failed === SUBCATEGORY)) add(tallies.subcategory, combo.subcategory, n);
    if (failed === 0 || failed === PLATFORM) addEach(tallies.platform, combo.platforms, n);
    if (failed === 0 || failed === SOURCE) addEach(tallies.source, combo.source, n);
    if ((failed === 0 || failed === BUY) && combo.buyStep !== 0) {
      for (let i = 0; i < BUY_MAX_STEPS.length; i++) if (combo.buyStep <= BUY_MAX_STEPS[i]) add(tallies.buyMax, buySteps[i], n);
    }
    if (failed === 0 || failed === PROFIT) {
      for (let i = 0; i < PROFIT_MIN_STEPS.length; i++) if (combo.profitStep >= PROFIT_MIN_STEPS[i]) add(tallies.profitMin, profitSteps[i], n);
    }
  }
  const list = (tally: Map<string, number>, options: readonly (string | number)[], keep: (value: string, count: number) => boolean = () => true): FacetCount[] =>
    options.map(String).map((value) => ({ value, count: tally.get(value) ?? 0 })).filter(({ value, count }) => keep(value, count));
  const chosenSources = filters.source ?? [];
  return {
    total,
    category: list(tallies.category, CATEGORIES),
    subcategory: filters.category !== undefined ? list(tallies.subcategory, SUBCATEGORIES[filters.category as keyof typeof SUBCATEGORIES] ?? []) : [],
    platform: list(tallies.platform, PLATFORMS),
    // The admin form's 'Retail' is listed only where items carry it (or it is chosen).
    source: list(tallies.source, FILTER_SOURCES, (value, count) => value !== 'Retail' || count > 0 || chosenSources.includes(value)),
    buyMax: list(tallies.buyMax, BUY_MAX_STEPS),
    profitMin: list(tallies.profitMin, PROFIT_MIN_STEPS),
  };
}

