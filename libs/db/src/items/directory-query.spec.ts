import type { SqlStatement } from '../sql/executor';
import { countFrom, countStatement, pageStatement, readDirectoryPage, searchPlan } from './directory-query';

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

  it('sums browsing totals from bolo_item_counts and counts search matches on bolo_items', () => {
    expect(countStatement({})).toMatchObject({ text: expect.stringMatching(/sum\(c\.published\).* FROM bolo_item_counts c$/), values: [] });
    expect(countStatement({ category: 'Toys', subcategory: 'Action Figures' })).toMatchObject({
      text: expect.stringContaining('WHERE c.category = $1 AND c.subcategory = $2'),
      values: ['Toys', 'Action Figures'],
    });
    expect(countStatement({ category: 'Toys', search: 'robot' }).text).toMatch(/count\(\*\).* FROM bolo_items b WHERE/);
  });

  it('names browsing statements by their shape and leaves search statements unnamed', () => {
    expect(pageStatement({ page: 1, limit: 24 }, 'walk').name).toBe('directory_page_all');
    expect(pageStatement({ page: 9, limit: 5, category: 'Toys' }, 'walk').name).toBe('directory_page_category');
    expect(countStatement({ category: 'Toys', subcategory: 'Action Figures' }).name).toBe('directory_count_category_subcategory');
    expect(pageStatement({ page: 1, limit: 24, search: 'vin' }, 'walk').name).toBeUndefined();
    expect(countStatement({ search: 'vin' }).name).toBeUndefined();
  });
});

describe('searchPlan', () => {
  it('walks the newest-first index for common terms and collects the matches of rare ones', () => {
    expect(searchPlan(0, 24, 21_174, 104_587)).toBe('walk'); // 'vin': ~120 rows walked
    expect(searchPlan(0, 24, 342, 104_587)).toBe('matches'); // 'pyrex': ~7,300 rows walked vs 342
    expect(searchPlan(20_000, 24, 21_174, 104_587)).toBe('matches'); // deep in a common term
  });
});

describe('readDirectoryPage', () => {
  const fakeDb = (rows: unknown[] = [{ id: 1 }]) => {
    const seen: SqlStatement[] = [];
    const run = async <T>(statement: SqlStatement): Promise<T[]> => {
      seen.push(statement);
      return (statement.text.includes('AS total') ? [{ total: 7 }] : rows) as T[];
    };
    return { run, seen };
  };

  it('browses with one page statement and the total of the same filters', async () => {
    const { run, seen } = fakeDb();
    const count = jest.fn(async () => 40);
    expect(await readDirectoryPage(run, { page: 1, limit: 24, category: 'Toys' }, count)).toEqual({ rows: [{ id: 1 }], total: 40 });
    expect(count).toHaveBeenCalledWith({ category: 'Toys', subcategory: undefined });
    expect(seen).toHaveLength(1);
  });

  it('counts a search first and skips the page when nothing is there', async () => {
    const { run, seen } = fakeDb();
    const none = await readDirectoryPage(run, { page: 1, limit: 24, search: 'zzz' }, async (f) => (f.search ? 0 : 100));
    expect(none).toEqual({ rows: [], total: 0 });
    const beyond = await readDirectoryPage(run, { page: 5, limit: 24, search: 'x' }, async (f) => (f.search ? 30 : 100));
    expect(beyond).toEqual({ rows: [], total: 30 });
    expect(seen).toHaveLength(0);
  });

  it('reads a rare term through its matches', async () => {
    const { run, seen } = fakeDb();
    await readDirectoryPage(run, { page: 1, limit: 24, search: 'pyrex' }, async (f) => (f.search ? 342 : 104_587));
    expect(seen[0].text).toContain('WITH matches AS MATERIALIZED');
  });

  it('counts straight from the database with countFrom', async () => {
    const { run, seen } = fakeDb();
    expect(await countFrom(run)({ category: 'Toys' })).toBe(7);
    expect(seen[0]).toEqual(countStatement({ category: 'Toys' }));
  });
});
