/// <reference types="jest" />
// Logic tests; .spec.tsx because the jest "unit" project only looks under libs/services/tools.
import { MAX_SEARCH_LENGTH } from '@bolo/contracts';
import {
  DIRECTORY_ADDRESS,
  ITEM_LIST_ADDRESS,
  NO_DIRECTORY_FILTERS,
  NO_FILTERS,
  applyDelayMs,
  directoryFacetArgs,
  directoryQueryArgs,
  hasActiveFilters,
  keptParams,
  listQueryArgs,
  readDirectoryFilters,
  readListFilters,
  shownRange,
  shownSort,
  withAmount,
  withCategory,
  withChoiceToggled,
  withNetOn,
  withPage,
  withSearch,
  withSort,
  withSubcategory,
  writeDirectoryFilters,
  writeListFilters,
} from './list-filters';
import type { DirectoryFilters, ListFilters } from './list-filters';

const filters = (partial: Partial<ListFilters>): ListFilters => ({ ...NO_FILTERS, ...partial });
const directory = (partial: Partial<DirectoryFilters>): DirectoryFilters => ({ ...NO_DIRECTORY_FILTERS, ...partial });

describe('readListFilters (address -> filters)', () => {
  it('reads every filter', () => {
    expect(readListFilters('?search=cast%20iron&category=Home+%26+Kitchen&subcategory=Cookware&page=3')).toEqual({
      search: 'cast iron',
      category: 'Home & Kitchen',
      subcategory: 'Cookware',
      page: 3,
    });
  });

  it('gives the defaults for an empty address', () => {
    expect(readListFilters('')).toEqual(NO_FILTERS);
  });

  it('drops an unknown category and with it any subcategory', () => {
    expect(readListFilters('?category=Cars&subcategory=Shoes')).toEqual(NO_FILTERS);
  });

  it('drops a subcategory of another category (or without one) but keeps the category', () => {
    expect(readListFilters('?category=Fashion&subcategory=Cameras')).toEqual(filters({ category: 'Fashion' }));
    expect(readListFilters('?subcategory=Shoes')).toEqual(NO_FILTERS);
  });

  it('is case-sensitive, like the stored values', () => {
    expect(readListFilters('?category=fashion').category).toBe('');
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['1e3'], [''], ['100001']])('reads page %p as 1', (page) => {
    expect(readListFilters(`?page=${encodeURIComponent(page)}`).page).toBe(1);
  });

  it('keeps the search as typed but no longer than the server accepts', () => {
    expect(readListFilters('?search=%20nike%20').search).toBe(' nike ');
    expect(readListFilters(`?search=${'a'.repeat(MAX_SEARCH_LENGTH + 5)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });
});

describe('writeListFilters (filters -> address)', () => {
  it('leaves defaults out', () => {
    expect(writeListFilters(NO_FILTERS)).toBe('');
    expect(writeListFilters(filters({ search: '   ' }))).toBe('');
  });

  it('writes search, category, subcategory and page in that order', () => {
    expect(writeListFilters(filters({ page: 2, subcategory: 'Cookware', category: 'Home & Kitchen', search: 'pan' }))).toBe(
      '?search=pan&category=Home+%26+Kitchen&subcategory=Cookware&page=2',
    );
  });

  it('round-trips through readListFilters', () => {
    const original = filters({ search: 'air jordan 1', category: 'Fashion', subcategory: 'Shoes', page: 4 });
    expect(readListFilters(writeListFilters(original))).toEqual(original);
  });

  it('keeps parameters that are not filters and replaces the filter ones', () => {
    expect(writeListFilters(filters({ page: 2 }), '?utm_source=mail&page=5&search=old')).toBe('?utm_source=mail&page=2');
  });
});

describe('transitions (spec member-side §4)', () => {
  const start = filters({ search: 'lego', category: 'Toys', subcategory: 'Building Sets & Bricks', page: 3 });

  it('a category change resets the subcategory and the page', () => {
    expect(withCategory(start, 'Gaming')).toEqual({ search: 'lego', category: 'Gaming', subcategory: '', page: 1 });
    expect(withCategory(start, '')).toEqual({ search: 'lego', category: '', subcategory: '', page: 1 });
  });

  it('a subcategory change resets the page', () => {
    expect(withSubcategory(start, 'Action Figures')).toEqual({ ...start, subcategory: 'Action Figures', page: 1 });
  });

  it('a search change resets the page', () => {
    expect(withSearch(start, 'duplo')).toEqual({ ...start, search: 'duplo', page: 1 });
  });

  it('choosing the current value changes nothing (same object)', () => {
    expect(withCategory(start, 'Toys')).toBe(start);
    expect(withSubcategory(start, 'Building Sets & Bricks')).toBe(start);
    expect(withSearch(start, 'lego')).toBe(start);
    expect(withPage(start, 3)).toBe(start);
  });

  it('rejects values the selects never offer', () => {
    expect(withCategory(start, 'Cars').category).toBe('');
    expect(withSubcategory(start, 'Cameras').subcategory).toBe('');
  });

  it('a page change keeps the filters and stays in range', () => {
    expect(withPage(start, 4)).toEqual({ ...start, page: 4 });
    expect(withPage(start, 0).page).toBe(1);
    expect(withPage(start, 2.5).page).toBe(1);
  });

  it('knows when filters are active (the page alone is not a filter)', () => {
    const active = (f: ListFilters) => hasActiveFilters(ITEM_LIST_ADDRESS, f);
    expect(active(NO_FILTERS)).toBe(false);
    expect(active(filters({ page: 3 }))).toBe(false);
    expect(active(filters({ search: '  ' }))).toBe(false);
    expect(active(filters({ category: 'Media' }))).toBe(true);
  });
});

describe('applyDelayMs', () => {
  const delays = { searchMs: 500, selectMs: 500 };
  const saved = { searchMs: 300, selectMs: 0 };

  it('is null when nothing waits', () => {
    expect(applyDelayMs(NO_FILTERS, filters({}), delays)).toBeNull();
  });

  it('applies a page change alone at once', () => {
    expect(applyDelayMs(filters({ page: 2 }), NO_FILTERS, delays)).toBe(0);
  });

  it('waits the directory pause for search and selects', () => {
    expect(applyDelayMs(filters({ search: 'x' }), NO_FILTERS, delays)).toBe(500);
    expect(applyDelayMs(filters({ category: 'Toys' }), NO_FILTERS, delays)).toBe(500);
  });

  it('on /my-bolos only the search waits', () => {
    expect(applyDelayMs(filters({ search: 'x' }), NO_FILTERS, saved)).toBe(300);
    expect(applyDelayMs(filters({ category: 'Toys' }), NO_FILTERS, saved)).toBe(0);
    expect(applyDelayMs(filters({ category: 'Toys', search: 'x' }), NO_FILTERS, saved)).toBe(300);
  });

  it('a page reset that comes with a filter change waits with it', () => {
    const applied = filters({ page: 3 });
    expect(applyDelayMs(withSearch(applied, 'x'), applied, delays)).toBe(500);
  });
});

describe('listQueryArgs', () => {
  it('leaves blank filters out and trims the search', () => {
    expect(listQueryArgs(filters({ search: '  cast iron ', page: 2 }), 24)).toEqual({ page: 2, limit: 24, search: 'cast iron' });
    expect(listQueryArgs(NO_FILTERS, 24)).toEqual({ page: 1, limit: 24 });
  });

  it('sends category and subcategory together', () => {
    expect(listQueryArgs(filters({ category: 'Fashion', subcategory: 'Shoes' }), 24)).toEqual({
      page: 1,
      limit: 24,
      category: 'Fashion',
      subcategory: 'Shoes',
    });
  });
});

describe('shownRange (results line)', () => {
  it.each([
    [1, 24, 94, 1, 24],
    [2, 24, 94, 25, 48],
    [4, 24, 94, 73, 94],
    [1, 24, 5, 1, 5],
    [1, 24, 0, 0, 0],
  ])('page %i, limit %i, total %i -> %i-%i', (page, limit, total, from, to) => {
    expect(shownRange(page, limit, total)).toEqual({ from, to });
  });
});

describe('the directory address (issue 20)', () => {
  it('reads platforms and sources (OR within, in the options\' order), bounds, order and net-profit platform', () => {
    expect(readDirectoryFilters('?platform=Mercari,eBay&source=Thrift+Stores&buyMax=25&profitMin=50&sort=roi&netOn=Poshmark')).toEqual(
      directory({ platform: ['eBay', 'Mercari'], source: ['Thrift Stores'], buyMax: 25, profitMin: 50, sort: 'roi', netOn: 'Poshmark' }),
    );
  });

  it('drops what it does not know, value by value', () => {
    expect(readDirectoryFilters('?platform=eBay,Craigslist&buyMax=0&profitMin=abc&sort=cheapest&netOn=Amazon')).toEqual(directory({ platform: ['eBay'] }));
  });

  it('keeps relevance only with a search and net profit only with its platform', () => {
    expect(readDirectoryFilters('?sort=relevance').sort).toBe('');
    expect(readDirectoryFilters('?search=lego&sort=relevance').sort).toBe('relevance');
    expect(readDirectoryFilters('?sort=net').sort).toBe('');
    expect(readDirectoryFilters('?sort=net&netOn=eBay').sort).toBe('net');
  });

  it('writes lists with readable commas and leaves defaults out', () => {
    expect(writeDirectoryFilters(NO_DIRECTORY_FILTERS)).toBe('');
    expect(writeDirectoryFilters(directory({ platform: ['eBay', 'Mercari'], source: ['Thrift Stores', 'Garage Sales'], page: 2 }))).toBe(
      '?page=2&platform=eBay,Mercari&source=Thrift+Stores,Garage+Sales',
    );
  });

  it('round-trips through readDirectoryFilters', () => {
    const original = directory({ search: 'nintendo', category: 'Gaming', subcategory: 'Video Games', platform: ['Etsy'], buyMax: 10, sort: 'net', netOn: 'eBay', page: 3 });
    expect(readDirectoryFilters(writeDirectoryFilters(original))).toEqual(original);
  });

  it('the saved list keeps only its own fields: directory parameters are not its filters', () => {
    expect(readListFilters('?search=bag&platform=eBay&sort=roi')).toEqual(filters({ search: 'bag' }));
    expect(writeListFilters(filters({ page: 2 }), '?platform=eBay')).toBe('?platform=eBay&page=2');
  });

  it('gives a form the other filters to carry as hidden fields (never the page or its own fields)', () => {
    const state = directory({ search: 'lego', category: 'Toys', platform: ['eBay', 'Mercari'], profitMin: 25, sort: 'roi', page: 4 });
    expect(keptParams(DIRECTORY_ADDRESS, state, '?utm_source=mail', ['search', 'category', 'subcategory'])).toEqual([
      ['utm_source', 'mail'],
      ['platform', 'eBay,Mercari'],
      ['profitMin', '25'],
      ['sort', 'roi'],
    ]);
  });
});

describe('directory transitions', () => {
  const start = directory({ search: 'lego', category: 'Toys', platform: ['Mercari'], page: 3 });

  it('toggles a platform or a source, keeps the options\' order and resets the page', () => {
    expect(withChoiceToggled(start, 'platform', 'eBay')).toEqual({ ...start, platform: ['eBay', 'Mercari'], page: 1 });
    expect(withChoiceToggled(start, 'platform', 'Mercari')).toEqual({ ...start, platform: [], page: 1 });
    expect(withChoiceToggled(start, 'source', 'Flea Markets').source).toEqual(['Flea Markets']);
    expect(withChoiceToggled(start, 'platform', 'Craigslist')).toBe(start);
  });

  it('sets or clears a dollar bound and resets the page', () => {
    expect(withAmount(start, 'buyMax', 25)).toEqual({ ...start, buyMax: 25, page: 1 });
    expect(withAmount({ ...start, profitMin: 50 }, 'profitMin', null)).toEqual({ ...start, profitMin: null, page: 1 });
    expect(withAmount(start, 'buyMax', null)).toBe(start);
  });

  it('keeps the default order as "" (relevance with a search, newest without)', () => {
    expect(shownSort(start)).toBe('relevance');
    expect(shownSort(directory({}))).toBe('newest');
    expect(withSort(start, 'relevance')).toBe(start);
    expect(withSort(start, 'roi')).toEqual({ ...start, sort: 'roi', page: 1 });
    expect(withSort({ ...start, sort: 'roi' }, 'relevance').sort).toBe('');
    expect(withSort(directory({ sort: 'roi' }), 'newest').sort).toBe('');
    expect(withSort(start, 'newest').sort).toBe('newest');
  });

  it('offers relevance only with a search', () => {
    const plain = directory({});
    expect(withSort(plain, 'relevance')).toBe(plain);
  });

  it('net profit picks its platform: the only platform filtered on, else the first', () => {
    expect(withSort(start, 'net')).toMatchObject({ sort: 'net', netOn: 'Mercari' });
    expect(withSort(directory({}), 'net')).toMatchObject({ sort: 'net', netOn: 'eBay' });
    expect(withSort(directory({ netOn: 'Etsy' }), 'net')).toMatchObject({ sort: 'net', netOn: 'Etsy' });
  });

  it('a net-profit platform change reorders (page 1) only with the net-profit order; none drops that order', () => {
    expect(withNetOn(start, 'eBay')).toEqual({ ...start, netOn: 'eBay' });
    const byNet = { ...start, sort: 'net' as const, netOn: 'eBay' as const };
    expect(withNetOn(byNet, 'Etsy')).toEqual({ ...byNet, netOn: 'Etsy', page: 1 });
    expect(withNetOn(byNet, '')).toEqual({ ...start, sort: '', netOn: '', page: 1 });
  });

  it('Clear Filters keeps the order and the net-profit platform', () => {
    const state = directory({ search: 'lego', platform: ['eBay'], buyMax: 10, sort: 'roi', netOn: 'eBay', page: 2 });
    expect(DIRECTORY_ADDRESS.cleared(state)).toEqual(directory({ sort: 'roi', netOn: 'eBay' }));
    expect(hasActiveFilters(DIRECTORY_ADDRESS, directory({ sort: 'roi', netOn: 'eBay', page: 2 }))).toBe(false);
    expect(hasActiveFilters(DIRECTORY_ADDRESS, directory({ source: ['Retail'] }))).toBe(true);
  });

  it('selects wait the select pause; facet fields alone apply at once', () => {
    const delays = { searchMs: 500, selectMs: 400 };
    expect(applyDelayMs(directory({ sort: 'roi' }), directory({}), delays)).toBe(400);
    expect(applyDelayMs(directory({ netOn: 'eBay' }), directory({}), delays)).toBe(400);
    expect(applyDelayMs(directory({ platform: ['eBay'] }), directory({}), delays)).toBe(0);
    expect(applyDelayMs(directory({ platform: ['eBay'] }), directory({ platform: ['eBay'] }), delays)).toBeNull();
  });
});

describe('directory requests', () => {
  const state = directory({ search: ' nintendo ', category: 'Gaming', platform: ['eBay', 'Mercari'], source: ['Thrift Stores'], buyMax: 25, profitMin: 10, sort: 'roi', netOn: 'Etsy', page: 2 });

  it('the list sends every filter, the order, and the platform only for the net-profit order', () => {
    expect(directoryQueryArgs(state, 24)).toEqual({
      page: 2,
      limit: 24,
      search: 'nintendo',
      category: 'Gaming',
      platform: 'eBay,Mercari',
      source: 'Thrift Stores',
      buyMax: 25,
      profitMin: 10,
      sort: 'roi',
    });
    expect(directoryQueryArgs({ ...state, sort: 'net' }, 24)).toMatchObject({ sort: 'net', netOn: 'Etsy' });
    expect(directoryQueryArgs(directory({}), 24)).toEqual({ page: 1, limit: 24 });
  });

  it('the facets send the filters without page, limit or order, so paging and reordering share their counts', () => {
    const facets = directoryFacetArgs(state);
    expect(facets).toEqual({ search: 'nintendo', category: 'Gaming', platform: 'eBay,Mercari', source: 'Thrift Stores', buyMax: 25, profitMin: 10 });
    expect(directoryFacetArgs({ ...state, page: 5, sort: 'sold' })).toEqual(facets);
  });
});
