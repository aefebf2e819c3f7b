import {
  BUY_MAX_STEPS,
  defaultShippingCost,
  effectiveSort,
  feeScheduleOn,
  PLATFORMS,
  PROFIT_MIN_STEPS,
  saleFees,
  type DirectoryFacets,
  type DirectorySort,
  type FeeSchedule,
  type Platform,
  type SearchOutcome,
} from '@bolo/contracts';
import { Bitset } from './bitset';
import { FacetColumns, FacetTally, keptCombinationsServe, type CatalogueFilters, type FacetValues } from './facet-counts';
import { levenshtein, TRIGRAM_THRESHOLD, trigramSimilarity } from './fuzzy';
import { chooseNearWords, splitSearch, type AcceptedWord, type NearWords } from './near-words';
import { lowerAsPostgres, occursAtWordStart, typoBudget, VOCABULARY_MAX_LENGTH, VOCABULARY_MIN_LENGTH, wordsOf } from './words';

// The directory answered from memory: the published catalogue as postings, bitsets and sorted
// orders, with the meaning of the directory's SQL (libs/db directory-search.ts) and proven equal
// to it on generated catalogues (libs/db/test/catalogue-index.int.spec.ts). docs/decisions.md
// says why: the SQL cannot rank, forgive and count broad searches fast enough on a busy machine.

/** A published item as the index needs it (the page's rows are read from the database by id). */
export interface CatalogueRecord {
  id: number;
  /** Last change, in ms since the epoch: newest first is by this, then by id. */
  updated: number;
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  platforms: readonly string[];
  source: readonly string[];
  /** The numbers the database derives from the price texts (migration ItemPricesAndFacets). */
  buyMin: number | null;
  soldMax: number | null;
  estProfit: number;
  roiPercent: number | null;
}

export interface CatalogueQuery extends CatalogueFilters {
  page: number;
  limit: number;
  sort?: DirectorySort;
  netOn?: Platform;
}

export interface CataloguePage {
  /** The page's item ids, in order. */
  ids: number[];
  total: number;
  /** With a search: whether it matched exactly, and the spelling suggested when it did not. */
  search?: SearchOutcome;
}

/** A word's postings: the slots of the items whose name, and whose description, hold it (ascending). */
interface Postings {
  name: Uint32Array | null;
  description: Uint32Array | null;
  /** Published items holding the word anywhere (the vocabulary's count). */
  published: number;
}

/** What one search token matches: in the name (whole word, start of a word, anywhere) and in the description. */
interface TextIndex {
  names: string[];
  descriptions: string[];
  vocabulary: Map<string, Postings>;
}

/** The texts' index while prepareText makes it, slot by slot. */
interface TextBuild {
  names: string[];
  descriptions: string[];
  nameLists: Map<string, number[]>;
  descriptionLists: Map<string, number[]>;
  published: Map<string, number>;
  /** The first slot not indexed yet. */
  next: number;
}

/** Lets the page (or the server's other work) run before the next slice. The library assumes no DOM or Node types. */
const yieldToPage = () => new Promise<void>((resolve) => (globalThis as unknown as { setTimeout: (run: () => void, ms: number) => unknown }).setTimeout(resolve, 0));

/** Items whose texts prepareText indexes between two yields to the page (then it checks the time). */
const TEXT_SLICE_ITEMS = 500;

interface TokenMatches {
  nameWord: Bitset;
  nameStart: Bitset;
  nameAny: Bitset;
  descriptionWord: Bitset;
  descriptionStart: Bitset;
}

/** How a query's search came out: the filters it is answered with and its outcome. */
interface Resolved {
  mask: Bitset;
  filters: CatalogueQuery;
  search?: SearchOutcome;
}

const NO_NUMBER = Number.NaN;

function buyStepOf(buyMin: number): number {
  for (const step of BUY_MAX_STEPS) if (buyMin <= step) return step;
  return 0;
}

function profitStepOf(estProfit: number): number {
  for (let i = PROFIT_MIN_STEPS.length - 1; i >= 0; i--) if (estProfit >= PROFIT_MIN_STEPS[i]) return PROFIT_MIN_STEPS[i];
  return 0;
}

function toPostings(lists: Map<string, number[]>): Map<string, Uint32Array> {
  const postings = new Map<string, Uint32Array>();
  for (const [word, slots] of lists) postings.set(word, Uint32Array.from(slots));
  return postings;
}

function push<K>(lists: Map<K, number[]>, key: K, slot: number): void {
  const list = lists.get(key);
  if (list) list.push(slot);
  else lists.set(key, [slot]);
}

export class CatalogueIndex {
  /** Published items; slot 0 is the newest (updated, then id, descending). */
  readonly size: number;
  private readonly ids: Int32Array;
  /** The items' texts as given; lowercased and indexed by word on the first search (text()). */
  private readonly givenNames: string[];
  private readonly givenDescriptions: string[];
  private textIndex: TextIndex | null = null;
  private textBuild: TextBuild | null = null;
  private readonly categories: string[];
  private readonly buyMin: Float64Array;
  private readonly soldMax: Float64Array;
  private readonly estProfit: Float64Array;
  private readonly roiPercent: Float64Array;
  private readonly byCategory = new Map<string, Bitset>();
  private readonly bySubcategory = new Map<string, Bitset>();
  private readonly byPlatform = new Map<string, Bitset>();
  private readonly bySource = new Map<string, Bitset>();
  /** Each slot's facet combination, every combination's values, and how many items hold each (the kept counts). */
  private readonly comboOf: Uint32Array;
  private readonly combinations = new FacetColumns();
  private comboItems = new Uint32Array(64);
  /** Sorted orders (every slot, best first) and each slot's position in them, made on first use. */
  private readonly orders = new Map<string, { order: Uint32Array; rank: Uint32Array }>();
  private readonly amountMasks = new Map<string, Bitset>();
  /** Every slot (never changed: callers clone before changing a set they did not make). */
  private readonly everything: Bitset;
  /** Scratch counts for facet requests (4 per combination), zeroed again after each use. */
  private comboCounts = new Uint32Array(0);

  /**
   * `eager`: index the texts and sort every order now (the API: not at the first member's
   * request). Off on a phone: the texts are indexed at the first search and each order sorted
   * the first time a page asks for it, so the first page of a new start shows sooner.
   */
  constructor(records: readonly CatalogueRecord[], { eager = true }: { eager?: boolean } = {}) {
    const sorted = [...records].sort((a, b) => b.updated - a.updated || b.id - a.id);
    const n = sorted.length;
    this.size = n;
    this.ids = new Int32Array(n);
    this.givenNames = new Array<string>(n);
    this.givenDescriptions = new Array<string>(n);
    this.categories = new Array<string>(n);
    this.buyMin = new Float64Array(n);
    this.soldMax = new Float64Array(n);
    this.estProfit = new Float64Array(n);
    this.roiPercent = new Float64Array(n);
    this.comboOf = new Uint32Array(n);
    const lists = { category: new Map<string, number[]>(), subcategory: new Map<string, number[]>(), platform: new Map<string, number[]>(), source: new Map<string, number[]>() };
    const comboIds = new Map<string, number>();
    sorted.forEach((record, slot) => {
      this.ids[slot] = record.id;
      this.givenNames[slot] = record.name;
      this.givenDescriptions[slot] = record.description;
      this.categories[slot] = record.category;
      this.buyMin[slot] = record.buyMin ?? NO_NUMBER;
      this.soldMax[slot] = record.soldMax ?? NO_NUMBER;
      this.estProfit[slot] = record.estProfit;
      this.roiPercent[slot] = record.roiPercent ?? NO_NUMBER;
      push(lists.category, record.category, slot);
      if (record.subcategory !== null) push(lists.subcategory, record.subcategory, slot);
      for (const platform of new Set(record.platforms)) push(lists.platform, platform, slot);
      for (const source of new Set(record.source)) push(lists.source, source, slot);
      const combination: FacetValues = {
        category: record.category,
        subcategory: record.subcategory ?? '',
        platforms: [...record.platforms],
        source: [...record.source],
        buyStep: record.buyMin === null ? 0 : buyStepOf(record.buyMin),
        profitStep: profitStepOf(record.estProfit),
      };
      const key = JSON.stringify([combination.category, combination.subcategory, combination.platforms, combination.source, combination.buyStep, combination.profitStep]);
      let combo = comboIds.get(key);
      if (combo === undefined) {
        combo = this.combinations.push(combination);
        comboIds.set(key, combo);
        if (combo === this.comboItems.length) {
          const grown = new Uint32Array(combo * 2);
          grown.set(this.comboItems);
          this.comboItems = grown;
        }
      }
      this.comboItems[combo]++;
      this.comboOf[slot] = combo;
    });
    for (const [key, target] of [
      ['category', this.byCategory],
      ['subcategory', this.bySubcategory],
      ['platform', this.byPlatform],
      ['source', this.bySource],
    ] as const) {
      for (const [value, slots] of lists[key]) target.set(value, Bitset.of(n, slots));
    }
    this.everything = Bitset.full(n);
    if (!eager) return;
    this.text();
    // Net profit with today's schedules.
    const today = new Date();
    for (const sort of ['profit', 'roi', 'sold'] as const) this.order(sort, undefined, today);
    for (const platform of this.byPlatform.keys()) if ((PLATFORMS as readonly string[]).includes(platform)) this.order('net', platform as Platform, today);
  }

  /**
   * The items' lowercased texts and the vocabulary (each word's items by name and description),
   * made by the first search if prepareText has not finished: browsing and filtering never need
   * them, and on a phone they are most of the index's build.
   */
  private text(): TextIndex {
    if (this.textIndex) return this.textIndex;
    const build = (this.textBuild ??= this.startTextBuild());
    this.advanceText(build, this.size);
    const namePostings = toPostings(build.nameLists);
    const descriptionPostings = toPostings(build.descriptionLists);
    const vocabulary = new Map<string, Postings>();
    for (const [word, count] of build.published) vocabulary.set(word, { name: namePostings.get(word) ?? null, description: descriptionPostings.get(word) ?? null, published: count });
    this.textIndex = { names: build.names, descriptions: build.descriptions, vocabulary };
    this.textBuild = null;
    return this.textIndex;
  }

  /**
   * Indexes the texts a few milliseconds at a time, yielding to the page in between, so the first
   * search after a start finds them ready without the page having frozen for them.
   */
  async prepareText(sliceMs = 10, sliceItems = TEXT_SLICE_ITEMS): Promise<void> {
    while (!this.textIndex) {
      const build = (this.textBuild ??= this.startTextBuild());
      const started = Date.now();
      do this.advanceText(build, build.next + sliceItems);
      while (build.next < this.size && Date.now() - started < sliceMs);
      if (build.next >= this.size) this.text();
      else await yieldToPage();
    }
  }

  private startTextBuild(): TextBuild {
    return { names: new Array<string>(this.size), descriptions: new Array<string>(this.size), nameLists: new Map(), descriptionLists: new Map(), published: new Map(), next: 0 };
  }

  /** Indexes the texts of the slots up to `end` (exclusive) not indexed yet. */
  private advanceText(build: TextBuild, end: number): void {
    const last = Math.min(end, this.size);
    for (let slot = build.next; slot < last; slot++) {
      const name = lowerAsPostgres(this.givenNames[slot]);
      const description = lowerAsPostgres(this.givenDescriptions[slot]);
      build.names[slot] = name;
      build.descriptions[slot] = description;
      const nameWords = wordsOf(name);
      const descriptionWords = wordsOf(description);
      for (const word of nameWords) push(build.nameLists, word, slot);
      for (const word of descriptionWords) push(build.descriptionLists, word, slot);
      for (const word of new Set([...nameWords, ...descriptionWords])) build.published.set(word, (build.published.get(word) ?? 0) + 1);
    }
    build.next = Math.max(build.next, last);
  }

  /** One directory page, its total and its search's outcome: what ItemsRepository.directory answers, as ids. */
  page(query: CatalogueQuery, now: Date): CataloguePage {
    const { mask, filters, search } = this.resolve(query);
    const total = mask.count();
    const offset = (query.page - 1) * query.limit;
    const outcome = search ? { search } : {};
    if (total === 0 || offset >= total) return { ids: [], total, ...outcome };
    const slots = this.pageSlots(mask, total, filters, offset, query.limit, now);
    return { ids: slots.map((slot) => this.ids[slot]), total, ...outcome };
  }

  /** The facet counts of a query (its page and order play no part): what ItemsRepository.directoryFacets answers. */
  facets(query: CatalogueQuery): DirectoryFacets {
    if (query.search === undefined) return this.countFacets(null, query);
    const exact = this.exactMatches(query.search);
    const exactFacets = this.countFacets(exact, query);
    if (exactFacets.total > 0) return { ...exactFacets, search: { exact: true, suggestion: null } };
    const { near, suggestion } = this.nearWords(query.search);
    const search = { exact: false, suggestion };
    if (near === null) return { ...exactFacets, search };
    const filters = { ...query, nearWords: near };
    return { ...this.countFacets(this.nearMatches(near), filters), search };
  }

  // ---------------------------------------------------------------------------------------------
  // Matching

  /** The items a query lists (its search exact, or else near), and how its search came out. */
  private resolve(query: CatalogueQuery): Resolved {
    const facetMask = this.filterMask(query);
    if (query.search === undefined) return { mask: facetMask ?? this.everything, filters: query };
    const exact = this.exactMatches(query.search);
    if (facetMask) exact.and(facetMask);
    if (exact.count() > 0) return { mask: exact, filters: query, search: { exact: true, suggestion: null } };
    const { near, suggestion } = this.nearWords(query.search);
    const search = { exact: false, suggestion };
    if (near === null) return { mask: new Bitset(this.size), filters: query, search };
    const mask = this.nearMatches(near);
    if (facetMask) mask.and(facetMask);
    return { mask, filters: { ...query, nearWords: near }, search };
  }

  /** Items passing the category, platform, source and price filters (null: no such filter). */
  private filterMask(filters: CatalogueFilters): Bitset | null {
    const masks: Bitset[] = [];
    const anyOf = (index: Map<string, Bitset>, values: readonly string[]) => {
      const union = new Bitset(this.size);
      for (const value of values) {
        const set = index.get(value);
        if (set) union.or(set);
      }
      return union;
    };
    if (filters.category !== undefined) masks.push(anyOf(this.byCategory, [filters.category]));
    if (filters.subcategory !== undefined) masks.push(anyOf(this.bySubcategory, [filters.subcategory]));
    if (filters.platform?.length) masks.push(anyOf(this.byPlatform, filters.platform));
    if (filters.source?.length) masks.push(anyOf(this.bySource, filters.source));
    if (filters.buyMax !== undefined) masks.push(this.amountMask('buy', filters.buyMax));
    if (filters.profitMin !== undefined) masks.push(this.amountMask('profit', filters.profitMin));
    if (masks.length === 0) return null;
    const [first, ...rest] = masks;
    const mask = first.clone();
    for (const other of rest) mask.and(other);
    return mask;
  }

  /** Items whose lowest buy price is at most, or whose estimated profit is at least, `amount` dollars (the steps are kept). */
  private amountMask(kind: 'buy' | 'profit', amount: number): Bitset {
    const key = `${kind}:${amount}`;
    const kept = this.amountMasks.get(key);
    if (kept) return kept;
    const mask = new Bitset(this.size);
    const values = kind === 'buy' ? this.buyMin : this.estProfit;
    // NaN (no price) fails both comparisons, as NULL does in SQL.
    for (let slot = 0; slot < this.size; slot++) if (kind === 'buy' ? values[slot] <= amount : values[slot] >= amount) mask.add(slot);
    const steps: readonly number[] = kind === 'buy' ? BUY_MAX_STEPS : PROFIT_MIN_STEPS;
    if (steps.includes(amount)) this.amountMasks.set(key, mask);
    return mask;
  }

  /** A word's postings in name and description, into `name` and `description` (either may be null to skip). */
  private addPostings(postings: Postings, name: Bitset | null, description: Bitset | null): void {
    if (name && postings.name) name.addAll(postings.name);
    if (description && postings.description) description.addAll(postings.description);
  }

  /** Where one token (a run of a-z0-9) is found, for its relevance tiers: from the words that contain it. */
  private tokenMatches(token: string): TokenMatches {
    const sets = {
      nameWord: new Bitset(this.size),
      nameStart: new Bitset(this.size),
      nameAny: new Bitset(this.size),
      descriptionWord: new Bitset(this.size),
      descriptionStart: new Bitset(this.size),
    };
    for (const [word, postings] of this.text().vocabulary) {
      if (word.length < token.length || !word.includes(token)) continue;
      this.addPostings(postings, sets.nameAny, null);
      if (word.startsWith(token)) this.addPostings(postings, sets.nameStart, sets.descriptionStart);
      if (word === token) this.addPostings(postings, sets.nameWord, sets.descriptionWord);
    }
    return sets;
  }

  /** Items holding a word (in name or description) that contains `token`. */
  private holdingWordWith(token: string): Bitset {
    const found = new Bitset(this.size);
    for (const [word, postings] of this.text().vocabulary) if (word.length >= token.length && word.includes(token)) this.addPostings(postings, found, found);
    return found;
  }

  /** Items whose name and description (lowercased, joined by a space) contain the search: the SQL's LIKE '%search%'. */
  private exactMatches(search: string): Bitset {
    const term = search.toLowerCase();
    const tokens = [...new Set(term.match(/[a-z0-9]+/g) ?? [])];
    if (tokens.length === 1 && tokens[0] === term) return this.holdingWordWith(term);
    // Every text containing the term contains a word containing each of its tokens; those
    // candidates are then checked as text.
    let candidates: Bitset | null = null;
    for (const token of tokens) candidates = candidates ? candidates.and(this.holdingWordWith(token)) : this.holdingWordWith(token);
    const matches = new Bitset(this.size);
    const { names, descriptions } = this.text();
    const check = (slot: number) => {
      if (`${names[slot]} ${descriptions[slot]}`.includes(term)) matches.add(slot);
    };
    if (candidates) candidates.forEach(check);
    else for (let slot = 0; slot < this.size; slot++) check(slot);
    return matches;
  }

  /** The vocabulary words each long word of a search accepts (containing it, or within its typo budget), and the suggestion. */
  private nearWords(search: string): { near: NearWords | null; suggestion: string | null } {
    const { long } = splitSearch(search);
    const rows: AcceptedWord[] = [];
    long.forEach((searched, index) => {
      const budget = typoBudget(searched);
      for (const [word, postings] of this.text().vocabulary) {
        if (word.length < VOCABULARY_MIN_LENGTH || word.length > VOCABULARY_MAX_LENGTH) continue;
        const contains = word.includes(searched);
        if (!contains && (budget === 0 || Math.abs(word.length - searched.length) > budget)) continue;
        const distance = levenshtein(word, searched);
        if (contains || (trigramSimilarity(word, searched) >= TRIGRAM_THRESHOLD && distance <= budget)) rows.push({ index, word, distance, published: postings.published });
      }
    });
    return chooseNearWords(search, rows);
  }

  /** Items holding, for each long word, one of the words it accepts, and containing each short word as text. */
  private nearMatches(near: NearWords): Bitset {
    let mask: Bitset | null = null;
    for (const words of near.accepted) {
      const union = new Bitset(this.size);
      for (const word of words) {
        const postings = this.text().vocabulary.get(word);
        if (postings) this.addPostings(postings, union, union);
      }
      mask = mask ? mask.and(union) : union;
    }
    const matches = mask ?? Bitset.full(this.size);
    if (near.short.length === 0) return matches;
    const checked = new Bitset(this.size);
    const { names, descriptions } = this.text();
    matches.forEach((slot) => {
      const text = `${names[slot]} ${descriptions[slot]}`;
      if (near.short.every((word) => text.includes(word))) checked.add(slot);
    });
    return checked;
  }

  // ---------------------------------------------------------------------------------------------
  // Orders

  /** The slots of one page of `mask` (which holds `total` slots) in the query's order. */
  private pageSlots(mask: Bitset, total: number, filters: CatalogueQuery, offset: number, limit: number, now: Date): number[] {
    const sort = effectiveSort(filters);
    if (sort === 'relevance' && filters.nearWords) return this.byScore(mask, this.nearScores(filters.nearWords), offset, limit);
    if (sort === 'relevance' && filters.search !== undefined) return this.byTiers(this.exactTiers(filters.search, mask), offset, limit);
    if (sort === 'newest' || sort === 'relevance' || (sort === 'net' && !filters.netOn)) return mask.range(offset, limit);
    const { order, rank } = this.order(sort, filters.netOn, now);
    // A small set is sorted by its slots' ranks; a large one is read off the order.
    if (total * 16 < this.size) {
      return mask
        .slots()
        .sort((a, b) => rank[a] - rank[b])
        .slice(offset, offset + limit);
    }
    const page: number[] = [];
    let skip = offset;
    for (let i = 0; i < order.length && page.length < limit; i++) {
      if (!mask.has(order[i])) continue;
      if (skip > 0) skip--;
      else page.push(order[i]);
    }
    return page;
  }

  /** Disjoint sets, best first, each newest first: the page is read across them. */
  private byTiers(tiers: Bitset[], offset: number, limit: number): number[] {
    const page: number[] = [];
    let skip = offset;
    for (const tier of tiers) {
      if (page.length >= limit) break;
      const count = tier.count();
      if (skip >= count) {
        skip -= count;
        continue;
      }
      page.push(...tier.range(skip, limit - page.length));
      skip = 0;
    }
    return page;
  }

  /** Slots grouped by a score (higher first), newest first within a score. */
  private byScore(mask: Bitset, scoreOf: (slot: number) => number, offset: number, limit: number): number[] {
    const buckets: number[][] = [];
    mask.forEach((slot) => {
      const score = scoreOf(slot);
      (buckets[score] ??= []).push(slot);
    });
    const ordered: number[] = [];
    for (let score = buckets.length - 1; score >= 0 && ordered.length < offset + limit; score--) if (buckets[score]) ordered.push(...buckets[score]);
    return ordered.slice(offset, offset + limit);
  }

  /**
   * An exact search's relevance tiers within `mask`: a whole word of the name, the start of a word
   * of the name, anywhere in the name, then the same three in the description.
   */
  private exactTiers(search: string, mask: Bitset): Bitset[] {
    const term = search.toLowerCase();
    if (/^[a-z0-9]+$/.test(term)) {
      // A single word: its tiers are unions of postings.
      const t = this.tokenMatches(term);
      const descriptionWord = t.descriptionWord.andNot(t.nameAny);
      const descriptionStart = t.descriptionStart.andNot(t.nameAny);
      return [
        t.nameWord.clone().and(mask),
        t.nameStart.clone().andNot(t.nameWord).and(mask),
        t.nameAny.clone().andNot(t.nameStart).and(mask),
        descriptionWord.clone().and(mask),
        descriptionStart.clone().andNot(descriptionWord).and(mask),
        mask.clone().andNot(t.nameAny).andNot(descriptionStart),
      ];
    }
    const tiers = Array.from({ length: 6 }, () => new Bitset(this.size));
    const { names, descriptions } = this.text();
    mask.forEach((slot) => {
      const name = names[slot];
      const description = descriptions[slot];
      let tier: number;
      if (name.includes(term)) tier = occursAtWordStart(name, term, true) ? 0 : occursAtWordStart(name, term, false) ? 1 : 2;
      else tier = occursAtWordStart(description, term, true) ? 3 : occursAtWordStart(description, term, false) ? 4 : 5;
      tiers[tier].add(slot);
    });
    return tiers;
  }

  /** A near match's relevance: how many of the search's long words its name holds (through an accepted word). */
  private nearScores(near: NearWords): (slot: number) => number {
    const inName = near.accepted.map((words) => {
      const union = new Bitset(this.size);
      for (const word of words) {
        const postings = this.text().vocabulary.get(word);
        if (postings) this.addPostings(postings, union, null);
      }
      return union;
    });
    return (slot) => inName.reduce((score, set) => score + (set.has(slot) ? 1 : 0), 0);
  }

  /** Every slot by a sort key, highest first, items without one last, ties by id descending. */
  private order(sort: DirectorySort, netOn: Platform | undefined, now: Date): { order: Uint32Array; rank: Uint32Array } {
    const schedule = sort === 'net' && netOn ? feeScheduleOn(netOn, now) : null;
    const key = sort === 'net' ? `net:${netOn}:${schedule?.effectiveFrom ?? 'none'}` : sort;
    const kept = this.orders.get(key);
    if (kept) return kept;
    const values = sort === 'net' ? this.netValues(netOn as Platform, schedule) : sort === 'profit' ? this.estProfit : sort === 'roi' ? this.roiPercent : this.soldMax;
    const order = new Uint32Array(this.size);
    for (let slot = 0; slot < this.size; slot++) order[slot] = slot;
    const ids = this.ids;
    order.sort((a, b) => {
      const x = values[a];
      const y = values[b];
      if (x === y || (Number.isNaN(x) && Number.isNaN(y))) return ids[b] - ids[a];
      if (Number.isNaN(x)) return 1;
      if (Number.isNaN(y)) return -1;
      return y - x;
    });
    const rank = new Uint32Array(this.size);
    order.forEach((slot, position) => (rank[slot] = position));
    const made = { order, rank };
    this.orders.set(key, made);
    return made;
  }

  /**
   * Net profit in cents on a platform (as the item page's calculator, at the highest sold price,
   * bought at the lowest buy price, with the category's shipping): NaN when not sold there.
   */
  private netValues(platform: Platform, schedule: FeeSchedule | null): Float64Array {
    const values = new Float64Array(this.size).fill(NO_NUMBER);
    const on = this.byPlatform.get(platform);
    if (!schedule || !on) return values;
    const feeCents = new Map<number, number>();
    const sellerPaysShipping = schedule.shippingPaidBy !== 'buyer';
    on.forEach((slot) => {
      const sold = this.soldMax[slot];
      if (Number.isNaN(sold)) return;
      const saleCents = Math.round(sold * 100);
      let fees = feeCents.get(saleCents);
      if (fees === undefined) {
        fees = Math.round(saleFees(schedule, saleCents / 100).total * 100);
        feeCents.set(saleCents, fees);
      }
      const shipping = sellerPaysShipping ? Math.round(defaultShippingCost(this.categories[slot]) * 100) : 0;
      const buy = Number.isNaN(this.buyMin[slot]) ? 0 : Math.round(this.buyMin[slot] * 100);
      values[slot] = saleCents - fees - shipping - buy;
    });
    return values;
  }

  // ---------------------------------------------------------------------------------------------
  // Facets

  /**
   * The facet counts of a set of items (null: every item): from the kept combination counts where
   * they serve, else item by item (as its combination) with whether it is within the price bounds.
   */
  private countFacets(set: Bitset | null, filters: CatalogueFilters): Omit<DirectoryFacets, 'search'> {
    const tally = new FacetTally(this.combinations, filters);
    if (set === null && keptCombinationsServe(filters)) {
      for (let at = 0; at < this.combinations.length; at++) tally.add(at, this.comboItems[at]);
      return tally.facets();
    }
    // Items are first counted per combination and price-bound answer (4 per combination), then
    // each combination met is tallied once: a broad search meets few combinations many times.
    const { buyMax, profitMin } = filters;
    if (this.comboCounts.length < this.combinations.length * 4) this.comboCounts = new Uint32Array(this.combinations.length * 4);
    const counts = this.comboCounts;
    const met: number[] = [];
    const visit = (slot: number) => {
      const at = this.comboOf[slot] * 4 + (buyMax !== undefined && this.buyMin[slot] <= buyMax ? 2 : 0) + (profitMin !== undefined && this.estProfit[slot] >= profitMin ? 1 : 0);
      if (counts[at]++ === 0) met.push(at);
    };
    if (set) set.forEach(visit);
    else for (let slot = 0; slot < this.size; slot++) visit(slot);
    for (const at of met) {
      tally.add(at >>> 2, counts[at], buyMax === undefined ? null : (at & 2) !== 0, profitMin === undefined ? null : (at & 1) !== 0);
      counts[at] = 0;
    }
    return tally.facets();
  }
}
