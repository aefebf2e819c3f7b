import { adminUsersQuerySchema } from './index';

function messages(input: unknown): string[] {
  const result = adminUsersQuerySchema.safeParse(input);
  if (result.success) throw new Error(`expected failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((i) => i.message);
}

describe('adminUsersQuerySchema', () => {
  it('defaults to page 1 and 20 users', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(adminUsersQuerySchema.parse({ page: '', limit: '' })).toEqual({ page: 1, limit: 20 });
  });

  it('converts query-string values and drops other keys', () => {
    expect(adminUsersQuerySchema.parse({ page: '3', limit: '3', search: 'ada' })).toEqual({ page: 3, limit: 3 });
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
