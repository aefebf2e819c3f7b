// /admin/manage-items filters in the address (like the member directory): status, origin,
// search, category, subcategory and page; defaults are left out so the plain page has a plain address.
import { ADMIN_ITEMS_PAGE_SIZE, MAX_PAGE, MAX_SEARCH_LENGTH, isCategory, isSubcategoryOf } from '@bolo/contracts';
import type { AdminItemOriginFilter, AdminItemStatusFilter } from '@bolo/contracts';
import type { ManageItemsArgs } from '../api/items-api';

export interface ManageFilters {
  status: AdminItemStatusFilter;
  /** 'proposals': items members proposed. */
  origin: AdminItemOriginFilter;
  search: string;
  category: string;
  subcategory: string;
  page: number;
}

export const STATUS_OPTIONS: ReadonlyArray<{ value: AdminItemStatusFilter; label: string }> = [
  { value: 'all', label: 'All Items' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

export const ORIGIN_OPTIONS: ReadonlyArray<{ value: AdminItemOriginFilter; label: string }> = [
  { value: 'all', label: 'Everyone' },
  { value: 'proposals', label: 'Proposals' },
];

/** Lenient per field: anything unknown falls back to its default. */
export function readManageFilters(params: URLSearchParams): ManageFilters {
  const rawStatus = params.get('status');
  const status: AdminItemStatusFilter = rawStatus === 'published' || rawStatus === 'draft' ? rawStatus : 'all';
  const origin: AdminItemOriginFilter = params.get('origin') === 'proposals' ? 'proposals' : 'all';
  const rawCategory = params.get('category') ?? '';
  const category = isCategory(rawCategory) ? rawCategory : '';
  const rawSubcategory = params.get('subcategory') ?? '';
  const subcategory = category && isSubcategoryOf(category, rawSubcategory) ? rawSubcategory : '';
  const rawPage = params.get('page') ?? '';
  const page = /^[0-9]+$/.test(rawPage) && Number(rawPage) >= 1 && Number(rawPage) <= MAX_PAGE ? Number(rawPage) : 1;
  return { status, origin, search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH), category, subcategory, page };
}

/** The address for these filters; parameters that are not filters are kept. */
export function writeManageFilters(filters: ManageFilters, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['status', 'origin', 'search', 'category', 'subcategory', 'page']) params.delete(key);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.origin !== 'all') params.set('origin', filters.origin);
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.category && filters.subcategory) params.set('subcategory', filters.subcategory);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /api/admin/bolo-items arguments: blanks and 'all' left out. */
export function manageItemsArgs(filters: ManageFilters): ManageItemsArgs {
  const args: ManageItemsArgs = { page: filters.page, limit: ADMIN_ITEMS_PAGE_SIZE };
  const search = filters.search.trim();
  if (search) args.search = search;
  if (filters.category) args.category = filters.category;
  if (filters.category && filters.subcategory) args.subcategory = filters.subcategory;
  if (filters.status !== 'all') args.status = filters.status;
  if (filters.origin !== 'all') args.origin = filters.origin;
  return args;
}

export function hasActiveFilters(filters: ManageFilters): boolean {
  return filters.status !== 'all' || filters.origin !== 'all' || filters.search.trim() !== '' || filters.category !== '';
}
