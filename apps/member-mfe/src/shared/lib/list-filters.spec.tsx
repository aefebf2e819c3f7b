/// <reference types="jest" />
// Logic tests; .spec.tsx because the jest "unit" project only looks under libs/services/tools.
import { MAX_SEARCH_LENGTH } from '@bolo/contracts';
import {
  NO_FILTERS,
  applyDelayMs,
  hasActiveFilters,
  listQueryArgs,
  readListFilters,
  shownRange,
  withCategory,
  withPage,
  withSearch,
  withSubcategory,
  writeListFilters,
} from './list-filters';
import type { ListFilters } from './list-filters';

const filters = (partial: Partial<ListFilters>): ListFilters => ({ ...NO_FILTERS, ...partial });

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
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ page: 3 }))).toBe(false);
    expect(hasActiveFilters(filters({ search: '  ' }))).toBe(false);
    expect(hasActiveFilters(filters({ category: 'Media' }))).toBe(true);
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
