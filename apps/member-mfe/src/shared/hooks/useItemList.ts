// One list page of items (the directory, /my-bolos): filters kept in the address,
// the request for them, the way back from an opened item, and page changes.
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from '@bolo/web';
import type { BoloItem, Pagination } from '@bolo/contracts';
import { listQueryArgs } from '../lib/list-filters';
import type { FilterDelays, ListQueryArgs } from '../lib/list-filters';
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

export interface ItemListOptions<Query> {
  delays: FilterDelays;
  pageSize: number;
  /** Calls the list's query hook (always, so it is a hook call like any other). */
  useQuery: (args: ListQueryArgs) => Query;
}

export interface ItemList<Query> {
  filters: ListFiltersControl;
  args: ListQueryArgs;
  query: Query;
  /** The list's own address, carried to the detail page as `returnTo`. */
  returnTo: string;
  /** A card was just clicked: the list shows its loading state until the detail page arrives. */
  opening: boolean;
  onOpen: ReturnType<typeof useOpeningItem>['onOpen'];
  /** Goes to a page and scrolls to the top. */
  changePage: (page: number) => void;
}

export function useItemList<Page extends ItemPage, Query extends ItemPageQuery<Page>>({ delays, pageSize, useQuery }: ItemListOptions<Query>): ItemList<Query> {
  const filters = useListFilters(delays);
  const { applied, setPage } = filters;
  const args = useMemo(() => listQueryArgs(applied, pageSize), [applied, pageSize]);
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
