import { BUY_MAX_STEPS, DIRECTORY_PAGE_SIZE, PLATFORMS, PROFIT_MIN_STEPS, SOURCES, type DirectorySort } from '@bolo/contracts';
import type { BenchCase } from './cases';

/**
 * The diverse workload (`BENCH_WORKLOAD=diverse npm run bench`): directory requests whose queries
 * rarely repeat, as many members typing their own words would send them. Unlike the five fixed
 * cases, most requests miss the directory cache, so it measures what PostgreSQL work costs.
 */

/** What the workload is drawn from: a sample of the catalogue's published item names and its (category, subcategory) pairs. */
export interface DiverseCatalogue {
  names: readonly string[];
  scopes: ReadonlyArray<{ category: string; subcategory: string; published: number }>;
  published: number;
}

export type DiverseKind = 'word' | 'prefix' | 'category' | 'deep' | 'typo' | 'facets' | 'filter' | 'sort';

export interface DiverseQuery extends BenchCase {
  kind: DiverseKind;
}

/**
 * Shares of each kind in the mix: searches (typed words, prefixes, words with a typo), browsing,
 * and issue 20's facets, filters and orders.
 */
export const DIVERSE_MIX: ReadonlyArray<readonly [DiverseKind, number]> = [
  ['word', 0.15],
  ['prefix', 0.1],
  ['typo', 0.1],
  ['category', 0.15],
  ['deep', 0.1],
  ['facets', 0.15],
  ['filter', 0.1],
  ['sort', 0.15],
];

/** The kinds a plain reference statement (directory-reference.ts) can check; the others are checked against the repository. */
export const REFERENCE_KINDS: readonly DiverseKind[] = ['word', 'prefix', 'category', 'deep'];

const SORTS: readonly DirectorySort[] = ['profit', 'roi', 'sold', 'net', 'newest', 'relevance'];

/** Deep pages are drawn from here (capped by the last page): far beyond what the cache ever holds warm. */
export const DEEP_PAGES = { first: 6, last: 2000 } as const;

export const DIVERSE_KIND_LABELS: Record<DiverseKind, string> = {
  word: 'whole word from a name',
  prefix: '3-4 letter prefix of a name word',
  category: 'category + subcategory, page 1-5',
  deep: `no filter, page ${DEEP_PAGES.first}-${DEEP_PAGES.last}`,
  typo: 'a name word of 5+ letters with one typo',
  facets: 'facet counts (random filters, a search in half)',
  filter: 'platform / source / price filters, page 1-3',
  sort: 'each order, with a search or category in half, page 1-3',
};

/** mulberry32: a seeded generator, so a run's sequence of queries can be repeated. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The words of item names a member might type: letters and digits only, three or more of them. */
export function nameWords(names: readonly string[]): string[] {
  const words = new Set<string>();
  for (const name of names) for (const word of name.split(/[^A-Za-z0-9]+/)) if (word.length >= 3) words.add(word.toLowerCase());
  return [...words].sort();
}

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));

/** An endless, seeded stream of directory queries in the proportions of DIVERSE_MIX. */
export function diverseQueries(catalogue: DiverseCatalogue, seed: number): () => DiverseQuery {
  const words = nameWords(catalogue.names);
  const scopes = catalogue.scopes.filter((s) => s.published > 0);
  if (words.length === 0 || scopes.length === 0) throw new Error('The diverse workload needs published items with names and categories.');
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const between = (low: number, high: number) => low + Math.floor(rnd() * (high - low + 1));
  const base = { page: 1, limit: DIRECTORY_PAGE_SIZE };
  // One to three of: platforms, sources, a buy bound, a profit bound, sometimes a category.
  const randomFilters = () => {
    const filters: Partial<DiverseQuery> = {};
    const chosen = new Set<number>();
    const n = between(1, 3);
    while (chosen.size < n) chosen.add(between(0, 3));
    if (chosen.has(0)) {
      const platforms = PLATFORMS.filter(() => rnd() < 0.3).slice(0, 2);
      filters.platform = platforms.length > 0 ? platforms : [pick(PLATFORMS)];
    }
    if (chosen.has(1)) filters.source = [pick(SOURCES)];
    // The steps the directory offers (the API takes any whole amount; those are counted on the rows).
    if (chosen.has(2)) filters.buyMax = pick(BUY_MAX_STEPS);
    if (chosen.has(3)) filters.profitMin = pick(PROFIT_MIN_STEPS);
    if (rnd() < 0.3) filters.category = pick(scopes).category;
    return filters;
  };

  const make: Record<DiverseKind, () => DiverseQuery> = {
    word: () => {
      const word = pick(words);
      return { ...base, kind: 'word', label: `search "${word}"`, search: word };
    },
    prefix: () => {
      const word = pick(words);
      const prefix = word.slice(0, Math.min(word.length, between(3, 4)));
      return { ...base, kind: 'prefix', label: `search "${prefix}"`, search: prefix };
    },
    category: () => {
      const scope = pick(scopes);
      const page = between(1, Math.min(5, pagesOf(scope.published)));
      return { ...base, kind: 'category', label: `${scope.category} / ${scope.subcategory} p${page}`, page, category: scope.category, subcategory: scope.subcategory };
    },
    typo: () => {
      const long = words.filter((w) => w.length >= 5);
      const word = pick(long.length > 0 ? long : words);
      // One edit: drop, double or swap one letter for another.
      const at = between(1, word.length - 2);
      const edits = [word.slice(0, at) + word.slice(at + 1), word.slice(0, at) + word[at] + word.slice(at), word.slice(0, at) + (word[at] === 'x' ? 'z' : 'x') + word.slice(at + 1)];
      const typo = pick(edits);
      return { ...base, kind: 'typo', label: `search "${typo}"`, search: typo };
    },
    facets: () => ({ ...base, ...randomFilters(), ...(rnd() < 0.5 ? { search: pick(words) } : {}), kind: 'facets', label: 'facets', facets: true }),
    filter: () => ({ ...base, ...randomFilters(), page: between(1, 3), kind: 'filter', label: 'filters' }),
    sort: () => {
      const sort = pick(SORTS);
      const scope = rnd() < 0.5 ? { search: pick(words) } : rnd() < 0.5 ? { category: pick(scopes).category } : {};
      const valid = sort === 'relevance' && !('search' in scope) ? 'newest' : sort;
      return { ...base, ...scope, sort: valid, ...(valid === 'net' ? { netOn: pick(PLATFORMS) } : {}), page: between(1, 3), kind: 'sort', label: `sort ${valid}` };
    },
    deep: () => {
      const last = Math.min(DEEP_PAGES.last, pagesOf(catalogue.published));
      const page = between(Math.min(DEEP_PAGES.first, last), last);
      return { ...base, kind: 'deep', label: `page ${page}`, page };
    },
  };
  return () => {
    let r = rnd();
    for (const [kind, share] of DIVERSE_MIX) {
      if (r < share) return make[kind]();
      r -= share;
    }
    return make.deep();
  };
}
