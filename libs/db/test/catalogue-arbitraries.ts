import fc from 'fast-check';
import { BUY_MAX_STEPS, DIRECTORY_SORTS, PLATFORMS, PROFIT_MIN_STEPS, SUBCATEGORIES, type DirectorySort, type Platform } from '@bolo/contracts';
import type { CatalogueQuery } from '@bolo/catalogue-search';

// Generated catalogues and directory queries for the tests that compare the in-memory directory
// (and what is built on it) with the directory's SQL.

export const words = ['nintendo', 'switch', 'pyrex', 'bowl', 'vintage', 'lego', 'camera', 'retro', 'collectible', 'tv', 'ps2', 'superpyrex'];
const categories = ['Toys', 'Electronics'] as const;
const sources = ['Thrift Stores', 'Garage Sales', 'Estate Sales', 'Retail'];
const price = fc.oneof(
  fc.integer({ min: 0, max: 300 }).map((n) => `$${n}`),
  fc.tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 400 })).map(([a, b]) => `$${a}-$${b}`),
  fc.constantFrom('', 'free', '$1,200', '$4.99 - $12'),
);
// Texts with capitals, punctuation and accents, as admins type them.
const text = (maxLength: number) =>
  fc.array(fc.oneof(fc.constantFrom(...words), fc.constantFrom('Pyrex', 'NINTENDO', 'Lego-set', 'café', '(boxed)', 'ps2!', 'Ünïcode')), { maxLength }).map((w) => w.join(' '));
export const item = fc
  .record({
    name: text(4),
    description: text(5),
    category: fc.constantFrom(...categories),
    platforms: fc.subarray([...PLATFORMS]),
    source: fc.subarray(sources),
    buyPrice: price,
    soldRange: price,
    status: fc.constantFrom('published', 'published', 'published', 'draft'),
    // Few distinct dates, so that newest-first ties are broken by id.
    daysAgo: fc.integer({ min: 0, max: 4 }),
  })
  .chain((it) => fc.constantFrom(null, ...SUBCATEGORIES[it.category].slice(0, 2)).map((subcategory) => ({ ...it, subcategory })));

// Each filter in about one query of four, so that most queries still list something.
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });
const amount = (steps: readonly number[]) => maybe(fc.oneof(fc.constantFrom(...steps), fc.integer({ min: 1, max: 300 })));
const search = fc.oneof(
  fc.constantFrom(...words),
  // prefixes, inner pieces, phrases, punctuation, short words, typos (1 and 2 edits), nonsense
  fc.constantFrom('tend', 'o', 'ret', 'pyrex bowl', 'bowl pyrex', 'lego-set', '(boxed', 'café', 'ps', 'x', 'Pyrex', 'NINTENDO switch'),
  fc.constantFrom('nintedo', 'swtch', 'vintag', 'colectable', 'pyrx', 'nintendo swtch', 'pyrex bwl tv', 'legoo', 'zzzzzz'),
);
export const query = fc.record({
  search: fc.option(search, { nil: undefined }),
  category: maybe(fc.constantFrom(...categories)),
  withSubcategory: fc.boolean(),
  platform: maybe(fc.subarray([...PLATFORMS], { minLength: 1 })),
  source: maybe(fc.subarray(sources, { minLength: 1 })),
  buyMax: amount(BUY_MAX_STEPS),
  profitMin: amount(PROFIT_MIN_STEPS),
  sort: maybe(fc.constantFrom<DirectorySort>(...DIRECTORY_SORTS)),
  netOn: fc.constantFrom<Platform>(...PLATFORMS),
  page: fc.integer({ min: 1, max: 2 }),
});

export type GeneratedItem = typeof item extends fc.Arbitrary<infer T> ? T : never;
export type GeneratedQuery = typeof query extends fc.Arbitrary<infer T> ? T : never;

/** A generated query as the directory reads it (a subcategory only with its category, net with its platform). */
export function directoryQuery(q: GeneratedQuery, limit: number): CatalogueQuery {
  const sort = q.sort === 'relevance' && q.search === undefined ? undefined : q.sort;
  const subcategory = q.category && q.withSubcategory ? SUBCATEGORIES[q.category][0] : undefined;
  return {
    search: q.search,
    category: q.category,
    subcategory,
    platform: q.platform,
    source: q.source,
    buyMax: q.buyMax,
    profitMin: q.profitMin,
    sort,
    netOn: sort === 'net' ? q.netOn : undefined,
    page: q.page,
    limit,
  };
}

/** Inserts generated items as they are (drafts too), oldest first; answers their ids in order. */
export async function insertItems(query: (text: string, values: unknown[]) => Promise<Array<{ id: number }>>, items: GeneratedItem[]): Promise<number[]> {
  const ids: number[] = [];
  for (const it of items) {
    const [row] = await query(
      `INSERT INTO bolo_items (name, description, category, subcategory, platforms, source, buy_price, sold_range, status, updated)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(days => $10)) RETURNING id`,
      [it.name, it.description, it.category, it.subcategory, it.platforms, it.source, it.buyPrice, it.soldRange, it.status, it.daysAgo],
    );
    ids.push(row.id);
  }
  return ids;
}
