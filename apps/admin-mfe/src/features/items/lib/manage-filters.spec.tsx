// Logic tests; .spec.tsx because the jest "unit" project only looks under libs/services/tools.
import { NO_MANAGE_FILTERS, hasActiveFilters, manageItemsArgs, readManageFilters, writeManageFilters } from './manage-filters';
import type { ManageFilters } from './manage-filters';

const filters = (change: Partial<ManageFilters>): ManageFilters => ({ ...NO_MANAGE_FILTERS, ...change });
const read = (query: string) => readManageFilters(new URLSearchParams(query));
const write = (value: ManageFilters, base = '') => writeManageFilters(value, new URLSearchParams(base)).toString();

describe('/admin/manage-items filters in the address', () => {
  it('reads every filter', () => {
    expect(read('status=draft&origin=proposals&search=cast+iron&category=Home+%26+Kitchen&subcategory=Cookware&page=3')).toEqual({
      status: 'draft',
      origin: 'proposals',
      search: 'cast iron',
      category: 'Home & Kitchen',
      subcategory: 'Cookware',
      page: 3,
    });
  });

  it('falls back per field: a bad value loses only itself', () => {
    expect(read('')).toEqual(NO_MANAGE_FILTERS);
    expect(read('status=archived&origin=members&category=Cars&page=0&search=pyrex')).toEqual(filters({ search: 'pyrex' }));
    expect(read('status=published&page=1.5')).toEqual(filters({ status: 'published' }));
  });

  it('keeps a subcategory only under its own category', () => {
    expect(read('category=Gaming&subcategory=Video+Games')).toEqual(filters({ category: 'Gaming', subcategory: 'Video Games' }));
    expect(read('category=Gaming&subcategory=Cookware')).toEqual(filters({ category: 'Gaming' }));
    expect(read('subcategory=Cookware')).toEqual(NO_MANAGE_FILTERS);
  });

  it('writes the filters in a fixed order, defaults left out', () => {
    expect(write(filters({ page: 2, search: 'pyrex', status: 'published', origin: 'proposals', category: 'Gaming', subcategory: 'Video Games' }))).toBe(
      'status=published&origin=proposals&search=pyrex&category=Gaming&subcategory=Video+Games&page=2',
    );
    expect(write(NO_MANAGE_FILTERS)).toBe('');
    expect(write(filters({ search: '   ', subcategory: 'Cookware' }))).toBe('');
  });

  it('keeps the parameters that are not filters', () => {
    expect(write(filters({ status: 'draft' }), 'utm_source=mail&status=published&page=4')).toBe('utm_source=mail&status=draft');
  });

  it('reads back what it writes', () => {
    const chosen = filters({ status: 'draft', origin: 'proposals', search: ' two words ', category: 'Fashion', subcategory: 'Shoes', page: 9 });
    expect(read(write(chosen, 'ref=x'))).toEqual(chosen);
  });

  it('asks the server for the narrowing filters only, with the search trimmed', () => {
    expect(manageItemsArgs(NO_MANAGE_FILTERS)).toEqual({ page: 1, limit: 20 });
    expect(manageItemsArgs(filters({ status: 'draft', origin: 'proposals', search: ' pyrex ', category: 'Gaming', subcategory: 'Video Games', page: 2 }))).toEqual({
      page: 2,
      limit: 20,
      status: 'draft',
      origin: 'proposals',
      search: 'pyrex',
      category: 'Gaming',
      subcategory: 'Video Games',
    });
  });

  it('says whether any filter narrows the list (the page does not)', () => {
    expect(hasActiveFilters(filters({ page: 4, search: '  ' }))).toBe(false);
    for (const change of [{ status: 'draft' }, { origin: 'proposals' }, { search: 'x' }, { category: 'Media' }] as const) expect(hasActiveFilters(filters(change))).toBe(true);
  });
});
