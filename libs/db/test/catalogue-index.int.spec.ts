import fc from 'fast-check';
import { BUY_MAX_STEPS, PLATFORMS, PROFIT_MIN_STEPS, SUBCATEGORIES, DIRECTORY_SORTS, type DirectorySort, type Platform } from '@bolo/contracts';
import { CatalogueIndex, type CatalogueQuery } from '@bolo/catalogue-search';
import { migratedDatabase } from './migrated-database';

/**
 * The in-memory directory (CatalogueIndex) answers exactly what the directory's SQL answers
 * (ItemsRepository.directory and directoryFacets, themselves checked against plain TypeScript in
 * directory-search.int.spec.ts): the same ids in the same order, totals, search outcomes and
 * facet counts, on generated catalogues and queries: exact, near and phrase searches, every
 * filter, every order, several pages.
 */
describe('catalogue index equals the directory SQL', () => {
  const db = migratedDatabase('catalogue_index');

  const words = ['nintendo', 'switch', 'pyrex', 'bowl', 'vintage', 'lego', 'camera', 'retro', 'collectible', 'tv', 'ps2', 'superpyrex'];
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
  const item = fc
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
    fc.constantFrom('tend', 'o', 'ret', 'pyrex bowl', 'bowl pyrex', 'lego-set', '(boxed', 'café', 'ps', 'x'),
    fc.constantFrom('nintedo', 'swtch', 'vintag', 'colectable', 'pyrx', 'nintendo swtch', 'pyrex bwl tv', 'legoo', 'zzzzzz'),
  );
  const query = fc.record({
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

  it('lists the same pages, totals, search outcomes and facet counts', async () => {
    const now = new Date();
    let compared = 0;
    let listed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 20, maxLength: 50 }), fc.array(query, { minLength: 1, maxLength: 6 }), async (list, queries) => {
        await db.dataSource.query('TRUNCATE bolo_items CASCADE');
        for (const it of list) {
          await db.dataSource.query(
            `INSERT INTO bolo_items (name, description, category, subcategory, platforms, source, buy_price, sold_range, status, updated)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(days => $10))`,
            [it.name, it.description, it.category, it.subcategory, it.platforms, it.source, it.buyPrice, it.soldRange, it.status, it.daysAgo],
          );
        }
        const records = await db.items.catalogueRecords();
        const index = new CatalogueIndex(records);
        // A phone's index (texts indexed at the first search, orders sorted when first asked) answers the same.
        const onPhone = new CatalogueIndex(records, { eager: false });
        // Half the runs let the phone index its texts a few items at a time first (prepareText), half leave it to the first search.
        if (list.length % 2 === 0) await onPhone.prepareText(0, 7);
        for (const q of queries) {
          const sort = q.sort === 'relevance' && q.search === undefined ? undefined : q.sort;
          const subcategory = q.category && q.withSubcategory ? SUBCATEGORIES[q.category][0] : undefined;
          const built: CatalogueQuery = {
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
            limit: 4,
          };
          const fromSql = await db.items.directory(built, undefined, now);
          const fromIndex = index.page(built, now);
          compared++;
          if (fromIndex.ids.length > 0) listed++;
          expect({ query: built, ids: fromIndex.ids, total: fromIndex.total, search: fromIndex.search }).toEqual({
            query: built,
            ids: fromSql.rows.map((row) => row.id),
            total: fromSql.total,
            search: fromSql.search,
          });
          expect({ query: built, facets: index.facets(built) }).toEqual({ query: built, facets: await db.items.directoryFacets(built) });
          expect({ query: built, page: onPhone.page(built, now), facets: onPhone.facets(built) }).toEqual({ query: built, page: fromIndex, facets: index.facets(built) });
        }
      }),
      { numRuns: 80 },
    );
    // Most generated queries list something, or equal empty pages would prove little.
    expect(listed).toBeGreaterThan(compared / 3);
  }, 300_000);
});
