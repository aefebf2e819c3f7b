// Logic tests; .spec.tsx because the jest "unit" project only looks under libs/services/tools.
import { adminBlogListArgs, readBlogListFilters, writeBlogListFilters } from './blog-list-filters';

const read = (address: string) => readBlogListFilters(new URLSearchParams(address));

describe('/admin/blog filters in the address', () => {
  it('reads each filter leniently: a bad value falls back to its default alone', () => {
    expect(read('status=draft&search=thrift&page=2')).toEqual({ status: 'draft', search: 'thrift', page: 2 });
    expect(read('status=archived&search=thrift&page=0')).toEqual({ status: 'all', search: 'thrift', page: 1 });
    expect(read(`search=${'s'.repeat(250)}`).search).toHaveLength(200);
  });

  it('writes status, search and page with defaults left out, keeping other parameters', () => {
    expect(writeBlogListFilters({ status: 'published', search: 'thrift', page: 3 }).toString()).toBe('status=published&search=thrift&page=3');
    expect(writeBlogListFilters({ status: 'all', search: '  ', page: 1 }).toString()).toBe('');
    expect(writeBlogListFilters({ status: 'draft', search: '', page: 1 }, new URLSearchParams('utm_source=mail&page=5')).toString()).toBe('utm_source=mail&status=draft');
  });

  it('asks the server for the narrowing filters only, with the search trimmed', () => {
    expect(adminBlogListArgs({ status: 'all', search: '  ', page: 1 })).toEqual({ page: 1, limit: 20 });
    expect(adminBlogListArgs({ status: 'draft', search: ' thrift ', page: 2 })).toMatchObject({ page: 2, status: 'draft', search: 'thrift' });
  });
});
