import fc from 'fast-check';
import { SavedSearchMatcher, type SearchMatch } from '@bolo/catalogue-search';
import { directoryQuery, insertItems, item, query } from './catalogue-arbitraries';
import { migratedDatabase } from './migrated-database';

/**
 * Alerts (issue 22): matching newly published finds against the saved searches (SavedSearchMatcher,
 * filed by key) lists exactly the pairs that running each saved search through the directory's SQL
 * lists among the new finds, as exact matches (a near miss never alerts), on generated catalogues,
 * new finds (drafts among them) and saved searches with every filter.
 */
describe('saved searches matched against new finds equal each saved search run by the directory', () => {
  const db = migratedDatabase('saved_search_matcher');
  const byPair = (a: SearchMatch, b: SearchMatch) => a.searchId - b.searchId || a.itemId - b.itemId;

  it('finds the same (saved search, new find) pairs', async () => {
    const now = new Date();
    let pairs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 5, maxLength: 30 }), fc.array(item, { minLength: 1, maxLength: 8 }), fc.array(query, { minLength: 1, maxLength: 12 }), async (catalogue, published, queries) => {
        await db.dataSource.query('TRUNCATE bolo_items CASCADE');
        const run = (text: string, values: unknown[]) => db.dataSource.query(text, values);
        await insertItems(run, catalogue);
        const fresh = new Set(await insertItems(run, published));
        const searches = queries.map((q, at) => ({ id: at + 1, filters: directoryQuery({ ...q, page: 1 }, 100) }));

        const records = (await db.items.catalogueRecords()).filter((record) => fresh.has(record.id));
        const matched = new SavedSearchMatcher(searches).match(records).sort(byPair);

        const expected: SearchMatch[] = [];
        for (const { id, filters } of searches) {
          const listed = await db.items.directory(filters, undefined, now);
          if (filters.search !== undefined && listed.search?.exact === false) continue;
          for (const row of listed.rows) if (fresh.has(row.id)) expected.push({ searchId: id, itemId: row.id });
        }
        pairs += expected.length;
        expect(matched).toEqual(expected.sort(byPair));
      }),
      { numRuns: 60 },
    );
    // Equal empty answers would prove little.
    expect(pairs).toBeGreaterThan(60);
  }, 300_000);
});
