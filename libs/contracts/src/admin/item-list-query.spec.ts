import { ADMIN_ITEM_ORIGIN_FILTERS, ADMIN_ITEM_STATUS_FILTERS, adminItemListQuerySchema } from './index';

function messages(input: unknown): string[] {
  const result = adminItemListQuerySchema.safeParse(input);
  if (result.success) throw new Error(`expected failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((i) => i.message);
}

describe('adminItemListQuerySchema', () => {
  it('defaults to page 1, 20 items, every status and every origin', () => {
    expect(adminItemListQuerySchema.parse({})).toEqual({ page: 1, limit: 20, status: 'all', origin: 'all' });
  });

  it.each([...ADMIN_ITEM_ORIGIN_FILTERS])('accepts origin %s', (origin) => {
    expect(adminItemListQuerySchema.parse({ origin }).origin).toBe(origin);
    expect(adminItemListQuerySchema.parse({ origin: ` ${origin} ` }).origin).toBe(origin);
  });

  it.each([['members'], ['Proposals'], [['all', 'proposals']]])('rejects origin %p', (origin) => {
    expect(messages({ origin })).toEqual(['origin must be one of all, proposals']);
  });

  it.each([...ADMIN_ITEM_STATUS_FILTERS])('accepts status %s', (status) => {
    expect(adminItemListQuerySchema.parse({ status }).status).toBe(status);
  });

  it('treats a blank status as all and trims it', () => {
    expect(adminItemListQuerySchema.parse({ status: '' }).status).toBe('all');
    expect(adminItemListQuerySchema.parse({ status: ' draft ' }).status).toBe('draft');
  });

  it.each([['archived'], ['Published'], [['draft', 'published']]])('rejects status %p', (status) => {
    expect(messages({ status })).toEqual(['status must be one of all, published, draft']);
  });

  it('shares the directory filters and their messages', () => {
    expect(
      adminItemListQuerySchema.parse({ page: '2', limit: '5', search: ' lamp ', category: 'Home & Kitchen', subcategory: 'Decor', status: 'published' }),
    ).toEqual({ page: 2, limit: 5, search: 'lamp', category: 'Home & Kitchen', subcategory: 'Decor', status: 'published', origin: 'all' });
    expect(messages({ page: '0' })).toEqual(['page must be a positive integer']);
    expect(messages({ limit: '101' })).toEqual(['limit must be between 1 and 100']);
    expect(messages({ category: 'Cars' })).toEqual(['Unknown category']);
    expect(messages({ category: 'Media', subcategory: 'Decor' })).toEqual(['Unknown subcategory for this category']);
    expect(messages({ subcategory: 'Decor' })).toEqual(['subcategory requires a category']);
  });
});
