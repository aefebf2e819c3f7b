import type { z } from 'zod';
import { CATEGORIES, SUBCATEGORIES } from '../catalogue';
import { savedListQuerySchema } from '../saved-bolos';
import { itemListQuerySchema } from './index';

/** The messages of a failed parse, as [path, message] pairs. */
function issues(schema: z.ZodType, input: unknown): Array<[string, string]> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe.each([
  ['itemListQuerySchema', itemListQuerySchema],
  ['savedListQuerySchema', savedListQuerySchema],
])('%s', (_name, schema) => {
  it('defaults page to 1 and limit to 24', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 24 });
  });

  it('converts query-string values', () => {
    expect(schema.parse({ page: '3', limit: '50', search: 'nike', category: 'Fashion', subcategory: 'Shoes' })).toEqual({
      page: 3,
      limit: 50,
      search: 'nike',
      category: 'Fashion',
      subcategory: 'Shoes',
    });
  });

  it('accepts numbers given directly', () => {
    expect(schema.parse({ page: 2, limit: 10 })).toEqual({ page: 2, limit: 10 });
  });

  it('treats blank values as not given', () => {
    expect(schema.parse({ page: '', limit: ' ', search: '   ', category: '', subcategory: '' })).toEqual({ page: 1, limit: 24 });
  });

  it('ignores unknown keys', () => {
    expect(schema.parse({ page: '2', _: '123', utm_source: 'mail' })).toEqual({ page: 2, limit: 24 });
  });

  describe('page', () => {
    it.each([['1', 1], ['007', 7], [' 4 ', 4], ['100000', 100000]])('accepts %p as %p', (page, expected) => {
      expect(schema.parse({ page }).page).toBe(expected);
    });

    it.each([['0'], ['-1'], ['1.5'], ['abc'], ['1e3'], ['0x10'], ['+2'], [0], [-3], [2.5], [['1', '2']], [true]])(
      'rejects %p',
      (page) => {
        expect(issues(schema, { page })).toEqual([['page', 'page must be a positive integer']]);
      },
    );

    it('rejects pages beyond 100000', () => {
      expect(issues(schema, { page: '100001' })).toEqual([['page', 'page must be at most 100000']]);
      expect(issues(schema, { page: '99999999999999999999' })).toEqual([['page', 'page must be at most 100000']]);
    });
  });

  describe('limit', () => {
    it.each([['1', 1], ['24', 24], ['100', 100]])('accepts %p', (limit, expected) => {
      expect(schema.parse({ limit }).limit).toBe(expected);
    });

    it.each([['0'], ['101'], ['-5'], ['2.5'], ['x'], ['1000000'], [101]])('rejects %p', (limit) => {
      expect(issues(schema, { limit })).toEqual([['limit', 'limit must be between 1 and 100']]);
    });
  });

  describe('search', () => {
    it('is trimmed', () => {
      expect(schema.parse({ search: '  air jordan  ' }).search).toBe('air jordan');
    });

    it('allows 200 characters (counted after trimming)', () => {
      expect(schema.parse({ search: ` ${'a'.repeat(200)} ` }).search).toHaveLength(200);
    });

    it('rejects 201 characters', () => {
      expect(issues(schema, { search: 'a'.repeat(201) })).toEqual([['search', 'search must be at most 200 characters']]);
    });

    it('rejects repeated keys', () => {
      expect(issues(schema, { search: ['a', 'b'] })).toEqual([['search', 'search must be text']]);
    });
  });

  describe('category and subcategory', () => {
    it.each([...CATEGORIES])('accepts category %s', (category) => {
      expect(schema.parse({ category }).category).toBe(category);
    });

    it.each([['electronics'], ['Cars'], ['Home and Kitchen'], [['Toys', 'Media']]])('rejects category %p', (category) => {
      expect(issues(schema, { category })).toEqual([['category', 'Unknown category']]);
    });

    it('trims the category', () => {
      expect(schema.parse({ category: ' Media ' }).category).toBe('Media');
    });

    it('accepts every subcategory with its own category', () => {
      for (const category of CATEGORIES) {
        for (const subcategory of SUBCATEGORIES[category]) {
          expect(schema.parse({ category, subcategory })).toMatchObject({ category, subcategory });
        }
      }
    });

    it.each([
      ['Fashion', 'Cameras'],
      ['Electronics', 'cameras'],
      ['Gaming', 'Vintage'],
    ])('rejects %p with subcategory %p', (category, subcategory) => {
      expect(issues(schema, { category, subcategory })).toEqual([['subcategory', 'Unknown subcategory for this category']]);
    });

    it('rejects a subcategory without a category', () => {
      expect(issues(schema, { subcategory: 'Shoes' })).toEqual([['subcategory', 'subcategory requires a category']]);
      expect(issues(schema, { category: '', subcategory: 'Shoes' })).toEqual([['subcategory', 'subcategory requires a category']]);
    });

    it('reports only the unknown category when both are wrong', () => {
      expect(issues(schema, { category: 'Cars', subcategory: 'Shoes' })).toEqual([['category', 'Unknown category']]);
    });
  });

  it('reports every bad field at once', () => {
    expect(issues(schema, { page: '0', limit: '500', search: 'x'.repeat(300), category: 'Nope' })).toEqual([
      ['page', 'page must be a positive integer'],
      ['limit', 'limit must be between 1 and 100'],
      ['search', 'search must be at most 200 characters'],
      ['category', 'Unknown category'],
    ]);
  });
});

describe('itemListQuerySchema: the directory\'s own filters and orders', () => {
  it('reads platform and source lists in the options\' order, each once, and whole-dollar bounds', () => {
    expect(itemListQuerySchema.parse({ platform: 'Mercari, eBay,Mercari', source: 'Retail,Thrift Stores', buyMax: '10', profitMin: '25', sort: 'roi' })).toEqual({
      page: 1,
      limit: 24,
      platform: ['eBay', 'Mercari'],
      source: ['Thrift Stores', 'Retail'],
      buyMax: 10,
      profitMin: 25,
      sort: 'roi',
    });
  });

  it('treats blank lists as not given', () => {
    expect(itemListQuerySchema.parse({ platform: ' , ', source: '' })).toEqual({ page: 1, limit: 24 });
  });

  it('needs a platform to sort by net profit, and a search to sort by relevance', () => {
    expect(issues(itemListQuerySchema, { sort: 'net' })).toEqual([['netOn', 'Choose a platform (netOn) to sort by net profit']]);
    expect(issues(itemListQuerySchema, { sort: 'relevance' })).toEqual([['sort', 'Sorting by relevance needs a search']]);
    expect(itemListQuerySchema.parse({ sort: 'net', netOn: 'Depop', search: 'lego' })).toMatchObject({ sort: 'net', netOn: 'Depop' });
  });
});
