// One list page of items (the directory, /my-bolos): filters kept in the address,
// the request for them, the way back from an opened item, and page changes.
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from '@bolo/web';
import type { BoloItem, Pagination } from '@bolo/contracts';
import type { FilterDelays, ListAddress, ListFilters } from '../lib/list-filters';
import { useFiltersInAddress, useListFilters } from './useListFilters';
import type { ListFiltersControl } from './useListFilters';
import { useOpeningItem } from './useOpeningItem';

export interface ItemPage<Item extends BoloItem = BoloItem> {
  items: Item[];
  pagination: Pagination;
}

/** What a list page needs of an RTK Query hook's result. */
export interface ItemPageQuery<Page extends ItemPage> {
  data?: Page;
  currentData?: Page;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  /** When the answer arrived, or the request started (RTK Query): dates the pictures' hourly cache-busting. */
  fulfilledTimeStamp?: number;
  startedTimeStamp?: number;
}

export interface ItemListOptions<Query, F extends ListFilters, Args> {
  /** The list's fields in the address (ITEM_LIST_ADDRESS, DIRECTORY_ADDRESS). */
  address: ListAddress<F>;
  delays: FilterDelays;
  pageSize: number;
  /** The request for these filters (a module-level function: the arguments are memoized on it). */
  queryArgs: (filters: F, limit: number) => Args;
  /** Calls the list's query hook (always, so it is a hook call like any other). */
  useQuery: (args: Args) => Query;
}

export interface ItemList<Query, F extends ListFilters = ListFilters, Args = unknown> {
  filters: ListFiltersControl<F>;
  args: Args;
  query: Query;
  /** The list's own address, carried to the detail page as `returnTo`. */
  returnTo: string;
  /** A card was just clicked: the list shows its loading state until the detail page arrives. */
  opening: boolean;
  onOpen: ReturnType<typeof useOpeningItem>['onOpen'];
  /** Goes to a page and scrolls to the top. */
  changePage: (page: number) => void;
}

export function useItemList<Page extends ItemPage, Query extends ItemPageQuery<Page>, F extends ListFilters, Args>({
  address,
  delays,
  pageSize,
  queryArgs,
  useQuery,
}: ItemListOptions<Query, F, Args>): ItemList<Query, F, Args> {
  const filters = useListFilters(address, delays);
  const { applied, setPage } = filters;
  const args = useMemo(() => queryArgs(applied, pageSize), [queryArgs, applied, pageSize]);
  const query = useQuery(args);
  const location = useLocation();
  const { opening, onOpen } = useOpeningItem();

  useFiltersInAddress(filters, !query.isFetching);

  // A stale or hand-edited page number beyond the end (or the last card of the last page
  // removed): show the last page that exists instead of nothing.
  const totalPages = query.currentData?.pagination.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && applied.page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [totalPages, applied.page, setPage]);

  const changePage = useCallback(
    (page: number) => {
      setPage(page);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setPage],
  );

  return { filters, args, query, returnTo: `${location.pathname}${location.search}`, opening, onOpen, changePage };
}
