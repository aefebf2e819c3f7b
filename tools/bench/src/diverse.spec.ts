import { DIRECTORY_PAGE_SIZE } from '@bolo/contracts';
import { queryString } from './cases';
import { DEEP_PAGES, DIVERSE_MIX, diverseQueries, nameWords, type DiverseCatalogue, type DiverseQuery } from './diverse';
import { replaceDiverseBlock } from './diverse-run';
import { referenceStatements } from '@bolo/db';

const catalogue: DiverseCatalogue = {
  names: ['Vintage Pyrex Mixing Bowl', 'Sony Walkman WM-2 (1982)', 'LEGO Star Wars X-Wing', 'Go Pro'],
  scopes: [
    { category: 'Home & Kitchen', subcategory: 'Glassware', published: 50 },
    { category: 'Toys', subcategory: 'Building Sets', published: 2000 },
    { category: 'Media', subcategory: 'Vinyl', published: 0 },
  ],
  published: 104_587,
};

const take = (n: number, seed = 7): DiverseQuery[] => {
  const next = diverseQueries(catalogue, seed);
  return Array.from({ length: n }, next);
};

describe('diverse workload', () => {
  it('draws words of three or more letters and digits from item names, lowercased', () => {
    expect(nameWords(catalogue.names)).toEqual(['1982', 'bowl', 'lego', 'mixing', 'pro', 'pyrex', 'sony', 'star', 'vintage', 'walkman', 'wars', 'wing']);
  });

  it('mixes whole words, 3-4 letter prefixes, category pages 1-5 and deep pages in the stated shares', () => {
    const queries = take(4000);
    const words = new Set(nameWords(catalogue.names));
    for (const [kind, share] of DIVERSE_MIX) {
      const ofKind = queries.filter((q) => q.kind === kind);
      expect(Math.abs(ofKind.length / queries.length - share)).toBeLessThan(0.03);
    }
    for (const q of queries) {
      expect(q.limit).toBe(DIRECTORY_PAGE_SIZE);
      if (q.kind === 'word') expect(words.has(q.search as string)).toBe(true);
      if (q.kind === 'prefix') {
        expect(q.search?.length).toBeGreaterThanOrEqual(3);
        expect(q.search?.length).toBeLessThanOrEqual(4);
        expect([...words].some((w) => w.startsWith(q.search as string))).toBe(true);
      }
      if (q.kind === 'category') {
        // Only scopes with items; never past a scope's last page (Glassware has 50 items: 3 pages).
        expect(q.subcategory).not.toBe('Vinyl');
        expect(q.page).toBeGreaterThanOrEqual(1);
        expect(q.page).toBeLessThanOrEqual(q.subcategory === 'Glassware' ? 3 : 5);
      }
      if (q.kind === 'deep') {
        expect(q.page).toBeGreaterThanOrEqual(DEEP_PAGES.first);
        expect(q.page).toBeLessThanOrEqual(DEEP_PAGES.last);
        expect(q.search ?? q.category).toBeUndefined();
      }
    }
  });

  it("draws issue 20's kinds: one-typo searches, facet requests, filters and valid orders", () => {
    const queries = take(4000);
    const words = nameWords(catalogue.names);
    const distance = (a: string, b: string): number => {
      let row = Array.from({ length: b.length + 1 }, (_, j) => j);
      for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        row = next;
      }
      return row[b.length];
    };
    const oneEditFrom = (typo: string, word: string) => distance(typo, word) === 1;
    for (const q of queries) {
      if (q.kind === 'typo') expect(words.some((w) => w.length >= 5 && oneEditFrom(q.search as string, w))).toBe(true);
      if (q.kind === 'facets') expect(q.facets).toBe(true);
      else expect(q.facets).toBeUndefined();
      if (q.kind === 'filter') expect([q.platform, q.source, q.buyMax, q.profitMin].filter((f) => f !== undefined).length).toBeGreaterThanOrEqual(1);
      if (q.kind === 'sort') {
        expect(q.sort).toBeDefined();
        if (q.sort === 'relevance') expect(q.search).toBeDefined();
        expect(q.netOn !== undefined).toBe(q.sort === 'net');
      }
    }
  });

  it('rarely repeats a query, yet repeats the same stream for the same seed', () => {
    const queries = take(500).map(queryString);
    expect(take(500).map(queryString)).toEqual(queries);
    expect(take(500, 8).map(queryString)).not.toEqual(queries);
    // The tiny test catalogue has few distinct words; what matters is that deep pages almost never repeat.
    const deep = take(500).filter((q) => q.kind === 'deep').map(queryString);
    expect(new Set(deep).size / deep.length).toBeGreaterThan(0.9);
  });
});

describe('reference SQL', () => {
  it('states the directory plainly: published, filters, substring of name and description, newest first', () => {
    const { count, page } = referenceStatements({ page: 3, limit: 24, category: 'Toys', subcategory: 'Robots', search: '50%' });
    expect(count).toEqual({
      text: `SELECT count(*)::int AS total FROM bolo_items WHERE status = 'published' AND category = $1 AND subcategory = $2 AND strpos(lower(name || ' ' || description), $3) > 0`,
      values: ['Toys', 'Robots', '50%'],
    });
    expect(page.text).toMatch(/ORDER BY updated DESC, id DESC LIMIT \$4 OFFSET \$5$/);
    expect(page.values).toEqual(['Toys', 'Robots', '50%', 24, 48]);
  });
});

describe('replaceDiverseBlock', () => {
  it('adds a block per catalogue size once and then rewrites only that block', () => {
    const page = '# Benchmarks\n\nAnalysis.\n';
    const first = replaceDiverseBlock(page, '100k', 'v1\n');
    const both = replaceDiverseBlock(first, '1m', 'big v1\n');
    const second = replaceDiverseBlock(both, '100k', 'v2\n');
    expect(second).toContain('Analysis.');
    expect(second).toContain('v2\n');
    expect(second).not.toContain('\nv1\n');
    expect(second).toContain('big v1');
    expect(second.match(/bench:diverse:100k:begin/g)).toHaveLength(1);
  });
});
