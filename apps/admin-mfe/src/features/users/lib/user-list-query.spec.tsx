// Logic tests; .spec.tsx because the jest "unit" project only looks under libs/services/tools.
import { DEFAULT_USER_LIST_QUERY, readUserListQuery, toRequestParams, writeUserListQuery } from './user-list-query';
import type { UserListQuery } from './user-list-query';

const query = (change: Partial<UserListQuery>): UserListQuery => ({ ...DEFAULT_USER_LIST_QUERY, ...change });
const read = (address: string) => readUserListQuery(new URLSearchParams(address));
const write = (value: UserListQuery, base?: string) => writeUserListQuery(value, base === undefined ? undefined : new URLSearchParams(base)).toString();

describe('/admin/users list state in the address', () => {
  it('reads every field', () => {
    expect(read('page=3&search=jo&status=canceled&plan=monthly&role=member&sort=joined_asc')).toEqual({
      page: 3,
      search: 'jo',
      status: 'canceled',
      plan: 'monthly',
      role: 'member',
      sort: 'joined_asc',
    });
  });

  it('falls back per field: a bad value loses only itself', () => {
    expect(read('')).toEqual({ page: 1, search: '', status: 'all', plan: 'all', role: 'all', sort: 'joined_desc' });
    expect(read('status=gone&plan=lifetime&role=owner&sort=name&page=x&search=jo')).toEqual(query({ search: 'jo' }));
    for (const page of ['0', '-2', '1.5', '1e2', String(100_001)]) expect(read(`page=${page}`).page).toBe(1);
  });

  it('reads the search without the spaces around it, cut to what the server accepts', () => {
    expect(read('search=+jo+lee+').search).toBe('jo lee');
    expect(read(`search=${'x'.repeat(150)}`).search).toBe('x'.repeat(100));
  });

  it('writes the fields in a fixed order, defaults left out', () => {
    expect(write(query({ page: 2, sort: 'joined_asc', role: 'member', plan: 'monthly', status: 'canceled', search: 'jo' }))).toBe(
      'search=jo&status=canceled&plan=monthly&role=member&sort=joined_asc&page=2',
    );
    expect(write(DEFAULT_USER_LIST_QUERY)).toBe('');
    expect(write(query({ search: ' jo ' }))).toBe('search=jo');
  });

  it('keeps the parameters of the base address that are not the list’s', () => {
    expect(write(query({ status: 'active' }), 'utm_source=mail&page=3&status=free')).toBe('utm_source=mail&status=active');
  });

  it('reads back what it writes', () => {
    const chosen = query({ page: 7, search: 'two words', status: 'past_due', plan: 'annual', role: 'admin', sort: 'joined_asc' });
    expect(read(write(chosen, 'ref=x'))).toEqual(chosen);
  });

  it('asks the server for 20 a page, the order, and only the filters that narrow the list', () => {
    expect(toRequestParams(DEFAULT_USER_LIST_QUERY)).toEqual({ page: 1, limit: 20, sort: 'joined_desc' });
    expect(toRequestParams(query({ page: 2, search: 'jo', status: 'canceled', plan: 'none', role: 'admin', sort: 'joined_asc' }))).toEqual({
      page: 2,
      limit: 20,
      sort: 'joined_asc',
      search: 'jo',
      status: 'canceled',
      plan: 'none',
      role: 'admin',
    });
  });
});
