// /admin/manage-items filters in the address (like the member directory): status, origin,
// search, category, subcategory and page; defaults are left out so the plain page has a plain
// address. The shared address codec of @bolo/contracts (issue 20) reads and writes them.
import { ADMIN_ITEM_ORIGIN_FILTERS, ADMIN_ITEM_STATUS_FILTERS, ADMIN_ITEMS_PAGE_SIZE, ITEM_LIST_FIELDS, choiceField, keepSubcategoryInCategory, listAddressCodec } from '@bolo/contracts';
import type { AddressState, AdminItemOriginFilter, AdminItemStatusFilter } from '@bolo/contracts';
import type { ManageItemsArgs } from '../api/items-api';

/** In the order they are written to the address. */
const MANAGE_FIELDS = {
  status: choiceField(ADMIN_ITEM_STATUS_FILTERS, 'all'),
  /** 'proposals': items members proposed. */
  origin: choiceField(ADMIN_ITEM_ORIGIN_FILTERS, 'all'),
  ...ITEM_LIST_FIELDS,
};

export type ManageFilters = AddressState<typeof MANAGE_FIELDS>;

const manageFiltersAddress = listAddressCodec(MANAGE_FIELDS, keepSubcategoryInCategory);

export const NO_MANAGE_FILTERS: Readonly<ManageFilters> = manageFiltersAddress.defaults;

export const STATUS_OPTIONS: ReadonlyArray<{ value: AdminItemStatusFilter; label: string }> = [
  { value: 'all', label: 'All Items' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

export const ORIGIN_OPTIONS: ReadonlyArray<{ value: AdminItemOriginFilter; label: string }> = [
  { value: 'all', label: 'Everyone' },
  { value: 'proposals', label: 'Proposals' },
];

/** Lenient per field: anything unknown falls back to its default; a subcategory needs its own category. */
export function readManageFilters(params: URLSearchParams): ManageFilters {
  return manageFiltersAddress.read(params);
}

/** The address for these filters; parameters that are not filters are kept. */
export function writeManageFilters(filters: ManageFilters, base: URLSearchParams): URLSearchParams {
  return new URLSearchParams(manageFiltersAddress.write(filters, base));
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
