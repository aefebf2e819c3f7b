import type { SqlStatement } from '../sql/executor';
import { countFrom, countStatement, pageStatement, postingsStatement, readDirectoryPage, searchPlan, searchTermKey } from './directory-query';

describe('directory statements', () => {
  it('number parameters filters first, then LIMIT and OFFSET', () => {
    const page = pageStatement({ page: 3, limit: 24, category: 'Toys', subcategory: 'Action Figures', search: '50%' }, 'walk');
    expect(page.values).toEqual(['Toys', 'Action Figures', '%50\\%%', 24, 48]);
    expect(page.text).toContain(`lower(name || ' ' || description) LIKE $3`);
    expect(page.text).toMatch(/LIMIT \$4 OFFSET \$5/);
    expect(countStatement({ category: 'Toys', subcategory: 'Action Figures', search: '50%' }).values).toEqual(['Toys', 'Action Figures', '%50\\%%']);
  });

  it('only ever lists published items', () => {
    expect(pageStatement({ page: 1, limit: 24 }, 'walk').text).toContain(`b.status = 'published'`);
    expect(pageStatement({ page: 1, limit: 24, search: 'x' }, 'matches').text).toContain(`b.status = 'published'`);
    expect(countStatement({ search: 'x' }).text).toContain(`b.status = 'published'`);
  });

  it('reads the total of a 3- or 4-character term of letters and digits from its kept count, lowercased', () => {
    expect(countStatement({ search: 'VIN' })).toEqual({
      text: expect.stringMatching(/sum\(c\.published\).* FROM bolo_item_term_counts c WHERE c\.kind = 'g' AND c\.term = \$1$/),
      values: ['vin'],
    });
    expect(countStatement({ category: 'Toys', subcategory: 'Action Figures', search: 'lego' })).toMatchObject({
      text: expect.stringContaining(`c.term = $1 AND c.category = $2 AND c.subcategory = $3`),
      values: ['lego', 'Toys', 'Action Figures'],
    });
  });

  it('answers a longer word through the kept words that contain it, counting on bolo_items only as a fallback', () => {
    const statement = countStatement({ category: 'Toys', search: 'Pyrex' });
    expect(statement.text).toContain(`c.kind = 'w' AND c.term LIKE $2 AND c.category = $1`);
    expect(statement.text).toMatch(/count\(\*\)::int AS total FROM bolo_items b WHERE b\.status = 'published' AND b\.category = \$3 AND lower\(name \|\| ' ' \|\| description\) LIKE \$4/);
    expect(statement.values).toEqual(['Toys', '%pyrex%', 'Toys', '%pyrex%']);
    expect(statement.text.match(/FROM bolo_items b/g)).toHaveLength(1);
  });

  it('sums browsing totals from bolo_item_counts and counts search matches on bolo_items', () => {
    expect(countStatement({})).toMatchObject({ text: expect.stringMatching(/sum\(c\.published\).* FROM bolo_item_counts c$/), values: [] });
    expect(countStatement({ category: 'Toys', subcategory: 'Action Figures' })).toMatchObject({
      text: expect.stringContaining('WHERE c.category = $1 AND c.subcategory = $2'),
      values: ['Toys', 'Action Figures'],
    });
    expect(countStatement({ category: 'Toys', search: 'tin robot' })).toEqual({
      text: `SELECT count(*)::int AS total FROM bolo_items b WHERE b.status = 'published' AND b.category = $1 AND lower(name || ' ' || description) LIKE $2`,
      values: ['Toys', '%tin robot%'],
    });
  });

  it('names browsing statements by their shape and leaves search statements unnamed', () => {
    expect(pageStatement({ page: 1, limit: 24 }, 'walk').name).toBe('directory_page_all');
    expect(pageStatement({ page: 9, limit: 5, category: 'Toys' }, 'walk').name).toBe('directory_page_category');
    expect(countStatement({ category: 'Toys', subcategory: 'Action Figures' }).name).toBe('directory_count_category_subcategory');
    expect(pageStatement({ page: 1, limit: 24, search: 'vin' }, 'walk').name).toBeUndefined();
    expect(countStatement({ search: 'vin' }).name).toBeUndefined();
  });
});

describe('searchTermKey', () => {
  it('keeps counts only for terms of three or more letters and digits', () => {
    expect(searchTermKey('Vin')).toEqual({ kind: 'piece', term: 'vin' });
    expect(searchTermKey('x360')).toEqual({ kind: 'piece', term: 'x360' });
    expect(searchTermKey('pyrex')).toEqual({ kind: 'word', term: 'pyrex' });
    for (const other of [undefined, 'ab', 'tin robot', '50%', 'café', 'a_b', 'mid-century', 'İst']) expect(searchTermKey(other)).toBeNull();
  });
});

describe('searchPlan', () => {
  it('walks the newest-first index for common terms and collects the matches of rare ones', () => {
    expect(searchPlan(0, 24, 21_174, 104_587)).toBe('walk'); // 'vin': ~120 rows walked
    expect(searchPlan(0, 24, 342, 104_587)).toBe('matches'); // 'pyrex': ~7,300 rows walked vs 342
    expect(searchPlan(20_000, 24, 21_174, 104_587)).toBe('matches'); // deep in a common term
  });

  it('reads postings when they are far fewer than the rows either other way tests', () => {
    expect(searchPlan(0, 24, 342, 104_587, 342)).toBe('words'); // 'pyrex'
    expect(searchPlan(0, 24, 1_514, 104_587, 1_515)).toBe('words'); // 'met': 1,514 rows either way
    expect(searchPlan(0, 24, 21_174, 104_587, 23_000)).toBe('walk'); // 'vin': 120 rows beat 23,000 postings
    expect(searchPlan(0, 24, 342, 104_587, null)).toBe('matches'); // no postings (e.g. a category filter)
  });
});

describe('postingsStatement', () => {
  it('serves only terms of letters and digits without categories, counting each word up to the end of the page', () => {
    expect(postingsStatement({ page: 3, limit: 24, search: 'Met' })).toMatchObject({ values: ['%met%', 72] });
    expect(postingsStatement({ page: 1, limit: 24, search: 'tin robot' })).toBeNull();
    expect(postingsStatement({ page: 1, limit: 24, search: 'met', category: 'Toys' })).toBeNull();
    expect(postingsStatement({ page: 1, limit: 24 })).toBeNull();
  });

  it('reads a page from the postings of the words containing the term, each word only up to the end of the page', () => {
    const page = pageStatement({ page: 3, limit: 24, search: 'Met' }, 'words');
    expect(page.text).toContain('FROM bolo_item_words p');
    expect(page.values).toEqual(['%met%', 72, 24, 48]);
    expect(() => pageStatement({ page: 1, limit: 24, search: 'met', category: 'Toys' }, 'words')).toThrow();
  });
});

describe('readDirectoryPage', () => {
  const fakeDb = (rows: unknown[] = [{ id: 1 }], postings: number | null = null) => {
    const seen: SqlStatement[] = [];
    const run = async <T>(statement: SqlStatement): Promise<T[]> => {
      seen.push(statement);
      if (statement.text.includes('AS postings')) return [{ postings }] as T[];
      return (statement.text.includes('AS total') ? [{ total: 7 }] : rows) as T[];
    };
    const pages = () => seen.filter((statement) => !statement.text.includes('AS postings'));
    return { run, seen, pages };
  };

  it('browses with one page statement and the total of the same filters', async () => {
    const { run, seen } = fakeDb();
    const count = jest.fn(async () => 40);
    expect(await readDirectoryPage(run, { page: 1, limit: 24, category: 'Toys' }, count)).toEqual({ rows: [{ id: 1 }], total: 40 });
    expect(count).toHaveBeenCalledWith({ category: 'Toys', subcategory: undefined });
    expect(seen).toHaveLength(1);
  });

  it('counts a search first and skips the page when nothing is there', async () => {
    const { run, pages } = fakeDb();
    const none = await readDirectoryPage(run, { page: 1, limit: 24, search: 'zzz' }, async (f) => (f.search ? 0 : 100));
    expect(none).toEqual({ rows: [], total: 0 });
    const beyond = await readDirectoryPage(run, { page: 5, limit: 24, search: 'x' }, async (f) => (f.search ? 30 : 100));
    expect(beyond).toEqual({ rows: [], total: 30 });
    expect(pages()).toHaveLength(0);
  });

  it('reads a rare term through its matches when it has no postings', async () => {
    const { run, pages } = fakeDb();
    await readDirectoryPage(run, { page: 1, limit: 24, search: 'pyrex' }, async (f) => (f.search ? 342 : 104_587));
    expect(pages()[0].text).toContain('WITH matches AS MATERIALIZED');
  });

  it('reads a rare term of letters through the postings of its words', async () => {
    const { run, seen, pages } = fakeDb([{ id: 1 }], 342);
    await readDirectoryPage(run, { page: 1, limit: 24, search: 'pyrex' }, async (f) => (f.search ? 342 : 104_587));
    expect(seen[0]).toEqual(postingsStatement({ page: 1, limit: 24, search: 'pyrex' }));
    expect(pages()[0]).toEqual(pageStatement({ page: 1, limit: 24, search: 'pyrex' }, 'words'));
  });

  it('counts straight from the database with countFrom', async () => {
    const { run, seen } = fakeDb();
    expect(await countFrom(run)({ category: 'Toys' })).toBe(7);
    expect(seen[0]).toEqual(countStatement({ category: 'Toys' }));
  });
});
