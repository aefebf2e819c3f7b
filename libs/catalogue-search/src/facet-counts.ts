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

const BUY_STEP_COUNT = BUY_MAX_STEPS.length;

// The filters in the order of a combination's failure bits.
const CATEGORY = 1;
const SUBCATEGORY = 2;
const PLATFORM = 4;
const SOURCE = 8;
const BUY = 16;
const PROFIT = 32;

/** The facet values of a combination, without its count. */
export type FacetValues = Pick<FacetCombination, 'category' | 'subcategory' | 'platforms' | 'source' | 'buyStep' | 'profitStep'>;

/** Text values as small integer codes, given out in order of first sight (facet columns, a store pack's dictionaries). */
export class ValueCodes {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  of(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.push(value) - 1;
      this.codes.set(value, code);
    }
    return code;
  }
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
  /** A set of values as bits over their codes. */
  bits(values: readonly string[]): number {
    let bits = 0;
    for (const value of values) bits |= 2 ** this.of(value);
    return bits;
  }
}

/** A step's position plus one (0: none). */
const stepPosition = (steps: readonly number[], step: number): number => steps.indexOf(step) + 1;

/**
 * Combinations as columns of small integer codes (platform and source sets as bits), so counting
 * them is integer arithmetic on typed arrays: tens of thousands per facet request, on every
 * request, without allocating.
 */
export class FacetColumns {
  readonly categories = new ValueCodes();
  readonly subcategories = new ValueCodes();
  readonly platforms = new ValueCodes();
  readonly sources = new ValueCodes();
  length = 0;
  category = new Uint16Array(64);
  subcategory = new Uint16Array(64);
  platformBits = new Uint32Array(64);
  sourceBits = new Uint32Array(64);
  /** Position plus one of the combination's buy step and profit step in BUY_MAX_STEPS and PROFIT_MIN_STEPS (0: none). */
  buyStep = new Uint8Array(64);
  profitStep = new Uint8Array(64);

  static of(combinations: readonly FacetValues[]): FacetColumns {
    const columns = new FacetColumns();
    for (const combination of combinations) columns.push(combination);
    return columns;
  }

  /** Adds a combination and answers its position. */
  push(values: FacetValues): number {
    if (this.length === this.category.length) this.grow();
    const at = this.length++;
    this.category[at] = this.categories.of(values.category);
    this.subcategory[at] = this.subcategories.of(values.subcategory);
    this.platformBits[at] = this.bitsOf(this.platforms, values.platforms);
    this.sourceBits[at] = this.bitsOf(this.sources, values.source);
    this.buyStep[at] = stepPosition(BUY_MAX_STEPS, values.buyStep);
    this.profitStep[at] = stepPosition(PROFIT_MIN_STEPS, values.profitStep);
    return at;
  }

  private bitsOf(codes: ValueCodes, values: readonly string[]): number {
    let bits = 0;
    for (const value of values) {
      const code = codes.of(value);
      // More than 32 distinct platforms or sources cannot be told apart here.
      if (code >= 32) throw new Error(`More than 32 distinct facet values: ${value}`);
      bits |= 1 << code;
    }
    return bits >>> 0;
  }

  private grow(): void {
    const grown = <T extends Uint8Array | Uint16Array | Uint32Array>(column: T): T => {
      const bigger = new (column.constructor as new (length: number) => T)(column.length * 2);
      bigger.set(column);
      return bigger;
    };
    this.category = grown(this.category);
    this.subcategory = grown(this.subcategory);
    this.platformBits = grown(this.platformBits);
    this.sourceBits = grown(this.sourceBits);
    this.buyStep = grown(this.buyStep);
    this.profitStep = grown(this.profitStep);
  }
}

/**
 * The facets of `filters`, tallied one combination (or one item, as its combination) at a time:
 * an entry passing every filter counts towards every facet; one failing a single filter counts
 * only towards that filter's options (an option's count ignores its own filter); one failing
 * more counts towards none. The category facet also ignores the subcategory (choosing another
 * category clears it).
 */
export class FacetTally {
  total = 0;
  private readonly category: Float64Array;
  private readonly subcategory: Float64Array;
  private readonly platform = new Float64Array(32);
  private readonly source = new Float64Array(32);
  private readonly buyMax = new Float64Array(BUY_MAX_STEPS.length);
  private readonly profitMin = new Float64Array(PROFIT_MIN_STEPS.length);
  private readonly wantedCategory: number;
  private readonly wantedSubcategory: number;
  private readonly wantedPlatforms: number;
  private readonly wantedSources: number;
  /** Per step position: whether a combination of that step is within the bound (used when an entry's own answer is not known). */
  private readonly buyOkByStep: boolean[];
  private readonly profitOkByStep: boolean[];
  private readonly byCategory: boolean;
  private readonly byPlatform: boolean;
  private readonly bySource: boolean;
  private readonly byBuy: boolean;
  private readonly byProfit: boolean;

  constructor(
    private readonly columns: FacetColumns,
    private readonly filters: CatalogueFilters,
  ) {
    this.category = new Float64Array(columns.categories.values.length);
    this.subcategory = new Float64Array(columns.subcategories.values.length);
    this.wantedCategory = filters.category === undefined ? -2 : columns.categories.find(filters.category);
    this.wantedSubcategory = filters.subcategory === undefined ? -2 : columns.subcategories.find(filters.subcategory);
    const wanted = (codes: ValueCodes, values: readonly string[] | undefined) => {
      let bits = 0;
      for (const value of values ?? []) {
        const code = codes.find(value);
        if (code >= 0) bits |= 1 << code;
      }
      return bits;
    };
    this.wantedPlatforms = wanted(columns.platforms, filters.platform);
    this.wantedSources = wanted(columns.sources, filters.source);
    const { buyMax, profitMin } = filters;
    this.byCategory = filters.category !== undefined;
    this.byPlatform = (filters.platform?.length ?? 0) > 0;
    this.bySource = (filters.source?.length ?? 0) > 0;
    this.byBuy = buyMax !== undefined;
    this.byProfit = profitMin !== undefined;
    this.buyOkByStep = [false, ...BUY_MAX_STEPS.map((step) => buyMax !== undefined && step <= buyMax)];
    this.profitOkByStep = [false, ...PROFIT_MIN_STEPS.map((step) => profitMin !== undefined && step >= profitMin)];
  }

  /** Counts `n` items of combination `at`; `buyOk`/`profitOk` say whether they are within the price bounds (null: judge by the step). */
  add(at: number, n: number, buyOk: boolean | null = null, profitOk: boolean | null = null): void {
    const columns = this.columns;
    let failed = 0;
    if (this.wantedCategory !== -2 && columns.category[at] !== this.wantedCategory) failed |= CATEGORY;
    if (this.wantedSubcategory !== -2 && columns.subcategory[at] !== this.wantedSubcategory) failed |= SUBCATEGORY;
    const platforms = columns.platformBits[at];
    const sources = columns.sourceBits[at];
    if (this.byPlatform && (platforms & this.wantedPlatforms) === 0) failed |= PLATFORM;
    if (this.bySource && (sources & this.wantedSources) === 0) failed |= SOURCE;
    const buyStep = columns.buyStep[at];
    const profitStep = columns.profitStep[at];
    if (this.byBuy && !(buyOk ?? this.buyOkByStep[buyStep])) failed |= BUY;
    if (this.byProfit && !(profitOk ?? this.profitOkByStep[profitStep])) failed |= PROFIT;
    if (failed === 0) {
      this.total += n;
    } else if ((failed & (failed - 1)) !== 0 && (failed & ~(CATEGORY | SUBCATEGORY)) !== 0) {
      return; // fails two filters, one of them not the category's: counts towards nothing
    }
    if ((failed & ~(CATEGORY | SUBCATEGORY)) === 0) this.category[columns.category[at]] += n;
    if (this.byCategory && (failed === 0 || failed === SUBCATEGORY)) this.subcategory[columns.subcategory[at]] += n;
    if (failed === 0 || failed === PLATFORM) for (let bits = platforms; bits !== 0; bits &= bits - 1) this.platform[31 - Math.clz32(bits & -bits)] += n;
    if (failed === 0 || failed === SOURCE) for (let bits = sources; bits !== 0; bits &= bits - 1) this.source[31 - Math.clz32(bits & -bits)] += n;
    // A combination within buy step s is within every larger step; one reaching profit step s, every smaller one.
    if ((failed === 0 || failed === BUY) && buyStep !== 0) for (let i = buyStep - 1; i < BUY_STEP_COUNT; i++) this.buyMax[i] += n;
    if (failed === 0 || failed === PROFIT) for (let i = 0; i < profitStep; i++) this.profitMin[i] += n;
  }

  /** The counts of every offered option, in the order the page lists them. */
  facets(): Omit<DirectoryFacets, 'search'> {
    const { columns, filters } = this;
    const list = (codes: ValueCodes | null, tally: Float64Array, options: readonly (string | number)[], keep: (value: string, count: number) => boolean = () => true): FacetCount[] =>
      options
        .map(String)
        .map((value, i) => {
          const code = codes ? codes.find(value) : i;
          return { value, count: code >= 0 ? tally[code] : 0 };
        })
        .filter(({ value, count }) => keep(value, count));
    const chosenSources = filters.source ?? [];
    return {
      total: this.total,
      category: list(columns.categories, this.category, CATEGORIES),
      subcategory: filters.category !== undefined ? list(columns.subcategories, this.subcategory, SUBCATEGORIES[filters.category as keyof typeof SUBCATEGORIES] ?? []) : [],
      platform: list(columns.platforms, this.platform, PLATFORMS),
      // The admin form's 'Retail' is listed only where items carry it (or it is chosen).
      source: list(columns.sources, this.source, FILTER_SOURCES, (value, count) => value !== 'Retail' || count > 0 || chosenSources.includes(value)),
      buyMax: list(null, this.buyMax, BUY_MAX_STEPS),
      profitMin: list(null, this.profitMin, PROFIT_MIN_STEPS),
    };
  }
}

/** Tallies combinations as the database returns them (each with its count and, for bounds that are not steps, whether it is within them). */
function tallyCombinations(combinations: readonly FacetCombination[], filters: CatalogueFilters): FacetTally {
  const tally = new FacetTally(FacetColumns.of(combinations), filters);
  combinations.forEach((combination, at) => tally.add(at, combination.n, combination.buyOk, combination.profitOk));
  return tally;
}

/** How many published items the combinations hold that pass every filter (the list's total). */
export function countMatching(combinations: readonly FacetCombination[], filters: CatalogueFilters): number {
  return tallyCombinations(combinations, filters).total;
}

/** The facets of `filters` from the combinations of its search (see facetCombinationsStatement in @bolo/db). */
export function countFacets(combinations: readonly FacetCombination[], filters: CatalogueFilters): Omit<DirectoryFacets, 'search'> {
  return tallyCombinations(combinations, filters).facets();
}
