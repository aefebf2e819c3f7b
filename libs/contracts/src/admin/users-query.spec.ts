import { adminUsersQuerySchema } from './index';

function messages(input: unknown): string[] {
  const result = adminUsersQuerySchema.safeParse(input);
  if (result.success) throw new Error(`expected failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((i) => i.message);
}

const DEFAULTS = { page: 1, limit: 20, status: 'all', plan: 'all', role: 'all', sort: 'joined_desc' };

describe('adminUsersQuerySchema', () => {
  it('defaults to page 1, 20 users, no filter, newest first', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual(DEFAULTS);
    expect(adminUsersQuerySchema.parse({ page: '', limit: '', search: ' ', status: '', plan: '', role: '', sort: '' })).toEqual(DEFAULTS);
  });

  it('converts query-string values, trims the search and drops other keys', () => {
    expect(adminUsersQuerySchema.parse({ page: '3', limit: '3', search: ' ada ', utm_source: 'x' })).toEqual({ ...DEFAULTS, page: 3, limit: 3, search: 'ada' });
  });

  it('takes the filters and the sort', () => {
    expect(adminUsersQuerySchema.parse({ status: 'canceled', plan: 'annual', role: 'admin', sort: 'joined_asc' })).toEqual({
      ...DEFAULTS,
      status: 'canceled',
      plan: 'annual',
      role: 'admin',
      sort: 'joined_asc',
    });
  });

  it.each([
    [{ status: 'gold' }, 'Unknown subscription status'],
    [{ plan: 'weekly' }, 'Unknown plan'],
    [{ role: 'owner' }, 'role must be all, admin or member'],
    [{ sort: 'name' }, 'sort must be joined_desc or joined_asc'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
  ])('refuses %p', (input, message) => {
    expect(messages(input)).toEqual([message]);
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc']])('refuses page %p', (page) => {
    expect(messages({ page })).toEqual(['page must be a positive integer']);
  });

  it.each([['0'], ['101'], ['x']])('refuses limit %p', (limit) => {
    expect(messages({ limit })).toEqual(['limit must be between 1 and 100']);
  });

  it('bounds the page like the directory does', () => {
    expect(messages({ page: '100001' })).toEqual(['page must be at most 100000']);
  });
});
