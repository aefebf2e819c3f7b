import fc from 'fast-check';
import { CatalogueIndex } from '@bolo/catalogue-search';
import { directoryQuery, insertItems, item, query } from './catalogue-arbitraries';
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

  it('lists the same pages, totals, search outcomes and facet counts', async () => {
    const now = new Date();
    let compared = 0;
    let listed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 20, maxLength: 50 }), fc.array(query, { minLength: 1, maxLength: 6 }), async (list, queries) => {
        await db.dataSource.query('TRUNCATE bolo_items CASCADE');
        await insertItems((text, values) => db.dataSource.query(text, values), list);
        const records = await db.items.catalogueRecords();
        const index = new CatalogueIndex(records);
        // A phone's index (texts indexed at the first search, orders sorted when first asked) answers the same.
        const onPhone = new CatalogueIndex(records, { eager: false });
        // Half the runs let the phone index its texts a few items at a time first (prepareText), half leave it to the first search.
        if (list.length % 2 === 0) await onPhone.prepareText(0, 7);
        for (const q of queries) {
          const built = directoryQuery(q, 4);
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
