// The list filters of the directory and of /my-bolos (spec member-side §4, issue 20), and how
// they travel through the address bar. Built on the shared address codec of @bolo/contracts
// (list-address): the directory keeps DIRECTORY_FIELDS, the saved list ITEM_LIST_FIELDS only.
// Pure functions: the hook in ../hooks/useListFilters.ts owns the timing (debounce) and the router.
import {
  DIRECTORY_FIELDS,
  DIRECTORY_SORTS,
  FILTER_SOURCES,
  ITEM_LIST_FIELDS,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  PLATFORMS,
  effectiveSort,
  isCategory,
  isSubcategoryOf,
  keepSubcategoryInCategory,
  listAddressCodec,
  normalizeDirectoryState,
} from '@bolo/contracts';
import type { DirectorySort, DirectoryState, ItemListState, Platform } from '@bolo/contracts';

/**
 * search (raw text as typed, trimmed only when it becomes a request), category ('' for all),
 * subcategory ('' for all; always one of the category's own) and page: every list's filters.
 */
export type ListFilters = ItemListState;

/** The directory's: the list filters plus platforms, sources, buy and profit bounds, the order and the net-profit platform. */
export type DirectoryFilters = DirectoryState;

/** Reads and writes a list's address (a ListAddressCodec of @bolo/contracts, seen through its state). */
export interface FilterCodec<F> {
  readonly defaults: Readonly<F>;
  /** Lenient per field: a hand-edited or stale value falls back to that field's default. */
  read(query: URLSearchParams | string): F;
  /** '?…' or '' with defaults left out; parameters that are not filters are kept from `base`. */
  write(filters: F, base?: URLSearchParams | string): string;
}

/** How one list page keeps its filters: the codec, the rules between fields, and what Clear Filters leaves. */
export interface ListAddress<F extends ListFilters> {
  readonly codec: FilterCodec<F>;
  /** Applied after every change, so the controls never show a state the address cannot say. */
  normalize(filters: F): F;
  /** Clear Filters: every filter back to "all" and page 1. */
  cleared(filters: F): F;
}

/**
 * The codec with commas left readable ('platform=eBay,Mercari' rather than 'eBay%2CMercari'):
 * a comma means nothing special in a query string, and both spellings read the same.
 */
function readableCommas<F>(codec: FilterCodec<F>): FilterCodec<F> {
  return { defaults: codec.defaults, read: (query) => codec.read(query), write: (filters, base) => codec.write(filters, base).replace(/%2C/gi, ',') };
}

const itemListCodec = readableCommas(listAddressCodec(ITEM_LIST_FIELDS, keepSubcategoryInCategory));
const directoryCodec = readableCommas(listAddressCodec(DIRECTORY_FIELDS, normalizeDirectoryState));

/** /my-bolos: search, category, subcategory and page. */
export const ITEM_LIST_ADDRESS: ListAddress<ListFilters> = {
  codec: itemListCodec,
  normalize: keepSubcategoryInCategory,
  cleared: () => itemListCodec.defaults,
};

/** /directory. Clear Filters keeps the order and the net-profit platform: they choose how to read the list, not which items. */
export const DIRECTORY_ADDRESS: ListAddress<DirectoryFilters> = {
  codec: directoryCodec,
  normalize: normalizeDirectoryState,
  cleared: (filters) => normalizeDirectoryState({ ...directoryCodec.defaults, sort: filters.sort, netOn: filters.netOn }),
};

export const NO_FILTERS: Readonly<ListFilters> = ITEM_LIST_ADDRESS.codec.defaults;
export const NO_DIRECTORY_FILTERS: Readonly<DirectoryFilters> = DIRECTORY_ADDRESS.codec.defaults;

/** The saved list's filters from a query string (lenient per field, see FilterCodec.read). */
export const readListFilters = (query: URLSearchParams | string): ListFilters => ITEM_LIST_ADDRESS.codec.read(query);
export const writeListFilters = (filters: ListFilters, base?: URLSearchParams | string): string => ITEM_LIST_ADDRESS.codec.write(filters, base);
/** The directory's filters from a query string (lenient per field, then its rules between fields). */
export const readDirectoryFilters = (query: URLSearchParams | string): DirectoryFilters => DIRECTORY_ADDRESS.codec.read(query);
export const writeDirectoryFilters = (filters: DirectoryFilters, base?: URLSearchParams | string): string => DIRECTORY_ADDRESS.codec.write(filters, base);

/**
 * The address parameters of `filters` a form must carry as hidden fields so that submitting it
 * before the app starts keeps them (its own fields and the page left out).
 */
export function keptParams<F extends ListFilters>(address: ListAddress<F>, filters: F, base: string, own: readonly string[]): Array<[string, string]> {
  const params = new URLSearchParams(address.codec.write(filters, base));
  return [...params].filter(([key]) => key !== 'page' && !own.includes(key));
}

// Transitions of spec §4: a category change resets the subcategory and the page; any other
// filter change resets the page. Choosing the current value changes nothing (same object).

export function withSearch<F extends ListFilters>(filters: F, search: string): F {
  const next = search.slice(0, MAX_SEARCH_LENGTH);
  return next === filters.search ? filters : { ...filters, search: next, page: 1 };
}

export function withCategory<F extends ListFilters>(filters: F, category: string): F {
  const next = isCategory(category) ? category : '';
  return next === filters.category ? filters : { ...filters, category: next, subcategory: '', page: 1 };
}

export function withSubcategory<F extends ListFilters>(filters: F, subcategory: string): F {
  const next = filters.category && isSubcategoryOf(filters.category, subcategory) ? subcategory : '';
  return next === filters.subcategory ? filters : { ...filters, subcategory: next, page: 1 };
}

export function withPage<F extends ListFilters>(filters: F, page: number): F {
  const next = Number.isInteger(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1;
  return next === filters.page ? filters : { ...filters, page: next };
}

/** The multiple-choice facets: OR within one, AND across them. */
export type ChoiceFacet = 'platform' | 'source';

/** `value` added to `chosen`, or taken out when it is there; in the options' order, as the address writes them. */
function toggled<T extends string>(options: readonly T[], chosen: readonly T[], value: string): readonly T[] | null {
  if (!(options as readonly string[]).includes(value)) return null;
  return chosen.includes(value as T) ? chosen.filter((v) => v !== value) : options.filter((option) => option === value || chosen.includes(option));
}

/** Adds `value` to a facet's choices, or takes it out when it is chosen. */
export function withChoiceToggled(filters: DirectoryFilters, facet: ChoiceFacet, value: string): DirectoryFilters {
  if (facet === 'platform') {
    const platform = toggled(PLATFORMS, filters.platform, value);
    return platform ? { ...filters, platform, page: 1 } : filters;
  }
  const source = toggled(FILTER_SOURCES, filters.source, value);
  return source ? { ...filters, source, page: 1 } : filters;
}

/** The dollar bounds: "buy under $X" and "profit at least $Y"; null for none. */
export type AmountFacet = 'buyMax' | 'profitMin';

export function withAmount(filters: DirectoryFilters, facet: AmountFacet, amount: number | null): DirectoryFilters {
  const next = amount !== null && Number.isInteger(amount) && amount >= 1 ? amount : null;
  if (next === filters[facet]) return filters;
  return facet === 'buyMax' ? { ...filters, buyMax: next, page: 1 } : { ...filters, profitMin: next, page: 1 };
}

/** The order the list is read in now: the chosen one, else relevance with a search and newest without. */
export function shownSort(filters: DirectoryFilters): DirectorySort {
  return effectiveSort({ sort: filters.sort || undefined, search: filters.search.trim() || undefined });
}

/**
 * Choosing an order. The default for the current search is kept as '' (a plain address, and a
 * search typed later still reads by relevance). Net profit needs a platform: the only platform
 * filtered on, else the first platform.
 */
export function withSort(filters: DirectoryFilters, sort: string): DirectoryFilters {
  const known = DIRECTORY_SORTS.find((s) => s === sort);
  if (!known || (known === 'relevance' && !filters.search.trim())) return filters;
  const defaultSort = effectiveSort({ search: filters.search.trim() || undefined });
  const next = known === defaultSort ? '' : known;
  if (next === filters.sort) return filters;
  const netOn: Platform | '' = next === 'net' && !filters.netOn ? (filters.platform.length === 1 ? filters.platform[0] : PLATFORMS[0]) : filters.netOn;
  return { ...filters, sort: next, netOn, page: 1 };
}

/** The platform cards show net profit on ('' for the gross estimate); with the net-profit order it reorders the list. */
export function withNetOn(filters: DirectoryFilters, netOn: string): DirectoryFilters {
  const next = (PLATFORMS as readonly string[]).includes(netOn) ? (netOn as Platform) : '';
  if (next === filters.netOn) return filters;
  return normalizeDirectoryState({ ...filters, netOn: next, page: filters.sort === 'net' ? 1 : filters.page });
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, index) => value === b[index]);
  return a === b;
}

/** Field by field, as typed (so '  ' and '' differ: the box shows what was typed). */
export function sameListFilters<F extends ListFilters>(a: F, b: F): boolean {
  return (Object.keys(a) as Array<keyof F>).every((key) => sameValue(a[key], b[key]));
}

/** Whether anything but the page differs from what Clear Filters gives. */
export function hasActiveFilters<F extends ListFilters>(address: ListAddress<F>, filters: F): boolean {
  return address.codec.write({ ...filters, page: 1 }) !== address.codec.write(address.cleared(filters));
}

export interface FilterDelays {
  /** Pause after typing in the search box. */
  searchMs: number;
  /** Pause after choosing in a select (category, subcategory, order, net-profit platform). */
  selectMs: number;
}

/** Fields set through a <select>: a keyboard walks through their options one change at a time. */
const SELECT_FIELDS: ReadonlySet<string> = new Set(['category', 'subcategory', 'sort', 'netOn']);

/**
 * How long to wait before the shown controls (`draft`) become the request (`applied`):
 * null when they already agree, 0 for a page change alone (pages apply at once), else the
 * longest pause among the fields that changed: the search's for the search box, the selects'
 * for a select. A page reset that comes with a filter change waits with it, so the old filters
 * are never requested at page 1 in between. Facet and chip links apply at once (the hook's
 * `apply`) and never wait here.
 */
export function applyDelayMs<F extends ListFilters>(draft: F, applied: F, delays: FilterDelays): number | null {
  if (sameListFilters(draft, applied)) return null;
  let delay = 0;
  for (const key of Object.keys(draft) as Array<keyof F & string>) {
    if (sameValue(draft[key], applied[key])) continue;
    if (key === 'search') delay = Math.max(delay, delays.searchMs);
    else if (SELECT_FIELDS.has(key)) delay = Math.max(delay, delays.selectMs);
  }
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

/** GET /api/bolo-items/facets: the list's filters without page, limit and order (counts do not depend on them). */
export interface DirectoryFacetArgs {
  search?: string;
  category?: string;
  subcategory?: string;
  /** Comma-separated, as the address writes them ('eBay,Mercari'). */
  platform?: string;
  source?: string;
  buyMax?: number;
  profitMin?: number;
}

/** GET /api/bolo-items. */
export interface DirectoryQueryArgs extends ListQueryArgs, DirectoryFacetArgs {
  sort?: DirectorySort;
  netOn?: Platform;
}

export function directoryFacetArgs(filters: DirectoryFilters): DirectoryFacetArgs {
  const args: DirectoryFacetArgs = {};
  const search = filters.search.trim();
  if (search) args.search = search;
  if (filters.category) args.category = filters.category;
  if (filters.category && filters.subcategory) args.subcategory = filters.subcategory;
  if (filters.platform.length > 0) args.platform = filters.platform.join(',');
  if (filters.source.length > 0) args.source = filters.source.join(',');
  if (filters.buyMax !== null) args.buyMax = filters.buyMax;
  if (filters.profitMin !== null) args.profitMin = filters.profitMin;
  return args;
}

/**
 * The list request. The net-profit platform is sent only with the net-profit order: elsewhere
 * it only changes what the cards show, which needs no new request.
 */
export function directoryQueryArgs(filters: DirectoryFilters, limit: number): DirectoryQueryArgs {
  const args: DirectoryQueryArgs = { ...listQueryArgs(filters, limit), ...directoryFacetArgs(filters) };
  const fixed = normalizeDirectoryState(filters);
  if (fixed.sort) args.sort = fixed.sort;
  if (fixed.sort === 'net' && fixed.netOn) args.netOn = fixed.netOn;
  return args;
}

/** 'a-b of N' numbers of the results line; zeros for an empty list. */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0 || limit <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}
