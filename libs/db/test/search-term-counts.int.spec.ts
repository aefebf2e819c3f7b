import fc from 'fast-check';
import { migratedDatabase } from './migrated-database';


/**
 * The directory's search totals come from counts that triggers keep (migration SearchTermCounts)
 * instead of counting matches. Whatever the items' text and whatever is written, each total must
 * equal the plain count: published items whose lower(name || ' ' || description) contains the term.
 */
describe('search totals kept in bolo_item_term_counts', () => {
  const db = migratedDatabase('terms');

  interface Item {
    name: string;
    description: string;
    category: string;
    subcategory: string | null;
    status: 'draft' | 'published';
  }

  const replaceItems = async (list: Item[]): Promise<number[]> => {
    await db.dataSource.query('TRUNCATE bolo_items CASCADE');
    if (list.length === 0) return [];
    const values: unknown[] = [];
    const rows = list.map((item) => `($${values.push(item.name)}, $${values.push(item.description)}, $${values.push(item.category)}, $${values.push(item.subcategory)}, $${values.push(item.status)})`);
    const inserted = await db.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO bolo_items (name, description, category, subcategory, status) VALUES ${rows.join(', ')} RETURNING id`,
      values,
    );
    return inserted.map((row) => row.id);
  };

  /** The plain meaning of a search total (the reference statements), with no index or kept count involved. */
  const plainCount = async (search: string, category?: string, subcategory?: string): Promise<number> =>
    (await db.items.referencePage({ search, category, subcategory, page: 1, limit: 1 })).total;

  /** The postings and vocabulary (migration SearchWordPostings) hold exactly the words of the published db.items. */
  const expectPostingsAsComputed = async (): Promise<void> => {
    const computed = `SELECT w AS word, b.updated, b.id FROM bolo_items b, bolo_search_words(lower(b.name || ' ' || b.description)) w WHERE b.status = 'published' AND w <> ''`;
    const kept = `SELECT word, updated, id FROM bolo_item_words`;
    expect(await db.dataSource.query(`(${computed} EXCEPT ALL ${kept}) UNION ALL (${kept} EXCEPT ALL ${computed})`)).toEqual([]);
    const vocabulary = await db.dataSource.query(`
      SELECT word, coalesce(k.published, 0) AS kept, coalesce(c.n, 0) AS counted
        FROM (SELECT word, published FROM bolo_search_words WHERE published <> 0) k
        FULL JOIN (SELECT w AS word, count(*)::int AS n FROM bolo_items b, bolo_search_words(lower(b.name || ' ' || b.description)) w
                    WHERE b.status = 'published' GROUP BY 1) c USING (word)
       WHERE coalesce(k.published, 0) <> coalesce(c.n, 0)`);
    expect(vocabulary).toEqual([]);
  };

  const expectTotalsAsCounted = async (terms: string[]): Promise<void> => {
    for (const search of terms) {
      for (const [category, subcategory] of [[undefined, undefined], ['Toys', undefined], ['Toys', 'Robots'], ['Media', 'Vinyl']] as const) {
        const total = await db.items.countPublished({ search, category, subcategory });
        expect({ search, category, subcategory, total }).toEqual({ search, category, subcategory, total: await plainCount(search, category, subcategory) });
      }
    }
  };

  it('answers exact totals for words, prefixes, pieces inside words and other terms', async () => {
    await replaceItems([
      { name: 'Vintage Pyrex Bowl', description: 'Pyrex-ware, vintage (1960s).', category: 'Home & Kitchen', subcategory: 'Glassware', status: 'published' },
      { name: 'Vinyl LP', description: 'A paving-stone heavy vinyl.', category: 'Media', subcategory: 'Vinyl', status: 'published' },
      { name: 'VINTAGEX robot', description: 'Tin robot, café find', category: 'Toys', subcategory: 'Robots', status: 'published' },
      { name: 'Draft vintage', description: 'never listed vinyl pyrex', category: 'Toys', subcategory: null, status: 'draft' },
      { name: 'Long word', description: `x${'ab'.repeat(700)}zq end`, category: 'Toys', subcategory: null, status: 'published' },
    ]);
    await expectTotalsAsCounted([
      'vin', 'VIN', 'vint', 'pyrex', 'Pyrex', 'pyre', 'yrex', 'vintage', 'vintag', 'vintagex', 'robot', 'tin', 'ving',
      'abab', 'ababab', 'babzq', 'zq end', 'xab', 'caf', 'café', 'tin robot', 'ware', '-ware', '1960s', '960', 'zzz', 'zzzzz', 'ab', 'i',
    ]);
    expect(await db.items.termCountDrift()).toEqual([]);
    await expectPostingsAsComputed();
  });

  it('stays exact through inserts, edits, publishing, unpublishing, deletes and truncation (generated catalogues)', async () => {
    const text = fc.stringMatching(/^[abvinrtx1É -]{0,24}$/);
    const item = fc.record({
      name: text,
      description: text,
      category: fc.constantFrom('Toys', 'Media'),
      subcategory: fc.constantFrom(null, 'Robots', 'Vinyl'),
      status: fc.constantFrom<'draft' | 'published'>('draft', 'published'),
    });
    const edit = fc.record({ at: fc.nat(), name: text, status: fc.constantFrom<'draft' | 'published'>('draft', 'published'), category: fc.constantFrom('Toys', 'Media') });
    await fc.assert(
      fc.asyncProperty(fc.array(item, { maxLength: 12 }), fc.array(edit, { maxLength: 4 }), fc.nat(), fc.array(text, { maxLength: 4 }), async (list, edits, deleteAt, extraTerms) => {
        const ids = await replaceItems(list);
        for (const e of edits) {
          if (ids.length > 0) await db.dataSource.query(`UPDATE bolo_items SET name = $2, status = $3, category = $4 WHERE id = $1`, [ids[e.at % ids.length], e.name, e.status, e.category]);
        }
        if (ids.length > 0) await db.dataSource.query(`DELETE FROM bolo_items WHERE id = $1`, [ids[deleteAt % ids.length]]);
        // Every piece of the texts (so most terms match something), plus some that may not.
        const texts = (await db.dataSource.query<Array<{ t: string }>>(`SELECT name || ' ' || description AS t FROM bolo_items`)).map((r) => r.t);
        const terms = new Set(extraTerms.filter((t) => t.length > 0));
        for (const t of texts) for (const n of [3, 4, 5, 6]) for (let i = 0; i + n <= t.length; i += 3) terms.add(t.slice(i, i + n));
        await expectTotalsAsCounted([...terms].slice(0, 25));
        expect(await db.items.termCountDrift()).toEqual([]);
        await expectPostingsAsComputed();
      }),
      { numRuns: 25 },
    );
    await db.dataSource.query('TRUNCATE bolo_items CASCADE');
    expect(await db.dataSource.query(`SELECT * FROM bolo_item_term_counts WHERE published <> 0`)).toEqual([]);
    expect(await db.dataSource.query(`SELECT * FROM bolo_item_words`)).toEqual([]);
  }, 120_000);

  it('pages a search exactly as the plain query orders it, whichever way the page is read', async () => {
    const list: Item[] = Array.from({ length: 60 }, (_, i) => ({
      name: `${i % 3 === 0 ? 'Vintage' : 'Modern'} item ${i}${i % 5 === 0 ? ' Vintages' : ''}`,
      description: i % 7 === 0 ? 'rare pyrex' : 'common',
      category: 'Toys',
      subcategory: 'Robots',
      status: 'published',
    }));
    await replaceItems(list);
    // 'vin' walks the newest-first index, 'pyrex' reads postings, 'modern item' (a space) collects trigram matches.
    for (const search of ['vin', 'vint', 'vintage', 'pyrex', 'item', 'modern item', 'e 1']) {
      for (const page of [1, 2, 3, 9]) {
        const got = await db.items.directoryPage({ search, page, limit: 7 });
        const expected = await db.items.referencePage({ search, page, limit: 7 });
        expect({ search, page, ids: got.rows.map((r) => r.id), total: got.total }).toEqual({ search, page, ...expected });
      }
    }
  });
});
