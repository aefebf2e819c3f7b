// The list filters of the directory and of /my-bolos (spec member-side §4), and how they
// travel through the address bar. Pure functions: the hook in ../hooks/useListFilters.ts
// owns the timing (debounce) and the router.
import { MAX_PAGE, MAX_SEARCH_LENGTH, isCategory, isSubcategoryOf } from '@bolo/contracts';
import type { Category } from '@bolo/contracts';

export interface ListFilters {
  /** Raw text as typed (trimmed only when it becomes a request). */
  search: string;
  /** '' means all categories. */
  category: Category | '';
  /** '' means all subcategories; always one of the category's own subcategories. */
  subcategory: string;
  page: number;
}

export const NO_FILTERS: Readonly<ListFilters> = Object.freeze({ search: '', category: '', subcategory: '', page: 1 });

/** Address-bar keys, in the order they are written. */
export const FILTER_PARAM_KEYS = ['search', 'category', 'subcategory', 'page'] as const;

const DIGITS_ONLY = /^[0-9]+$/;

function readPage(raw: string | null): number {
  if (raw === null || !DIGITS_ONLY.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * Filters from a query string. Lenient per field: a hand-edited or stale address
 * (unknown category, subcategory of another category, page 0) falls back to "all" /
 * page 1 for that field only, instead of failing the whole page with the server's 400.
 */
export function readListFilters(query: URLSearchParams | string): ListFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const rawCategory = params.get('category') ?? '';
  const category = isCategory(rawCategory) ? rawCategory : '';
  const rawSubcategory = params.get('subcategory') ?? '';
  const subcategory = category && isSubcategoryOf(category, rawSubcategory) ? rawSubcategory : '';
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    category,
    subcategory,
    page: readPage(params.get('page')),
  };
}

/**
 * The query string (with '?', or '' when there is nothing to say) for these filters.
 * Defaults are left out so the plain page keeps a plain address. Parameters that are
 * not filters (for example utm_*) are kept from `base`.
 */
export function writeListFilters(filters: ListFilters, base?: URLSearchParams | string): string {
  const params = new URLSearchParams(base ?? '');
  for (const key of FILTER_PARAM_KEYS) params.delete(key);
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.category && filters.subcategory) params.set('subcategory', filters.subcategory);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

// Transitions of spec §4: a category change resets the subcategory and the page; a search or
// subcategory change resets the page.

export function withSearch(filters: ListFilters, search: string): ListFilters {
  const next = search.slice(0, MAX_SEARCH_LENGTH);
  return next === filters.search ? filters : { ...filters, search: next, page: 1 };
}

export function withCategory(filters: ListFilters, category: string): ListFilters {
  const next = isCategory(category) ? category : '';
  return next === filters.category ? filters : { ...filters, category: next, subcategory: '', page: 1 };
}

export function withSubcategory(filters: ListFilters, subcategory: string): ListFilters {
  const next = filters.category && isSubcategoryOf(filters.category, subcategory) ? subcategory : '';
  return next === filters.subcategory ? filters : { ...filters, subcategory: next, page: 1 };
}

export function withPage(filters: ListFilters, page: number): ListFilters {
  const next = Number.isInteger(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1;
  return next === filters.page ? filters : { ...filters, page: next };
}

export function hasActiveFilters(filters: ListFilters): boolean {
  return filters.search.trim() !== '' || filters.category !== '' || filters.subcategory !== '';
}

export function sameListFilters(a: ListFilters, b: ListFilters): boolean {
  return a.search === b.search && a.category === b.category && a.subcategory === b.subcategory && a.page === b.page;
}

export interface FilterDelays {
  /** Pause after typing in the search box. */
  searchMs: number;
  /** Pause after choosing a category or subcategory. */
  selectMs: number;
}

/**
 * How long to wait before the shown controls (`draft`) become the request (`applied`):
 * null when they already agree, 0 for a page change alone (pages apply at once), else the
 * longest pause among the fields that changed. A page reset that comes with a filter change
 * waits with it, so the old filters are never requested at page 1 in between.
 */
export function applyDelayMs(draft: ListFilters, applied: ListFilters, delays: FilterDelays): number | null {
  if (sameListFilters(draft, applied)) return null;
  let delay = 0;
  if (draft.search !== applied.search) delay = Math.max(delay, delays.searchMs);
  if (draft.category !== applied.category || draft.subcategory !== applied.subcategory) delay = Math.max(delay, delays.selectMs);
  return delay;
}

export interface ListQueryArgs {
  page: number;
  limit: number;
  search?: string;
  category?: string;
  subcategory?: string;
}

/** Request arguments; blank fields are left out so equal filters share one cache entry. */
export function listQueryArgs(filters: ListFilters, limit: number): ListQueryArgs {
  const args: ListQueryArgs = { page: filters.page, limit };
  const search = filters.search.trim();
  if (search) args.search = search;
  if (filters.category) args.category = filters.category;
  if (filters.category && filters.subcategory) args.subcategory = filters.subcategory;
  return args;
}

/** 'a-b of N' numbers of the results line; zeros for an empty list. */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0 || limit <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}
