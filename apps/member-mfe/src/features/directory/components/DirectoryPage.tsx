import { useCallback, useEffect, useMemo } from 'react';
import { DIRECTORY_CACHE_FRESH_SECONDS, DIRECTORY_PAGE_SIZE, FILTER_DEBOUNCE_MS, DIRECTORY_MESSAGES } from '@bolo/contracts';
import type { BoloItem } from '@bolo/contracts';
import { LoadingScreen, isAuthRequired, isSubscriptionRequired, useAuth, useGetBoloCountQuery, useLocation, usePageTitle } from '@bolo/web';
import { ItemListView } from '../../../shared/components/ItemListView';
import { PremiumAccessRequired } from '../../../shared/components/PremiumAccessRequired';
import { useItemList } from '../../../shared/hooks/useItemList';
import { followInApp } from '../../../shared/hooks/useListFilters';
import { DIRECTORY_ADDRESS, directoryFacetArgs, directoryQueryArgs, withSearch } from '../../../shared/lib/list-filters';
import { useGetDirectoryFacetsQuery, useGetDirectoryItemsQuery } from '../api/directory-api';
import { directoryErrorText, useDirectoryErrorToasts } from '../hooks/useDirectoryErrorToasts';
import { usePrefetchNextPage } from '../hooks/usePrefetchNextPage';
import { useShownFilters } from '../hooks/useShownFilters';
import { OfflineBanner } from '../../../shared/store-pack/OfflineBanner';
import { useRefetchWhenOnline } from '../../../shared/store-pack/useRefetchWhenOnline';
import { useStorePackSync } from '../../../shared/store-pack/useStorePackSync';
import { CardProfit } from './CardProfit';
import { DirectoryHeader } from './DirectoryHeader';
import { FacetPanel } from './FacetPanel';
import { FilterChips } from './FilterChips';
import { ResultsLine } from './ResultsLine';
import { SaveSearch } from './SaveSearch';
import { SortBar } from './SortBar';

const DIRECTORY_DELAYS = { searchMs: FILTER_DEBOUNCE_MS, selectMs: FILTER_DEBOUNCE_MS };
const FRESH = { refetchOnMountOrArgChange: DIRECTORY_CACHE_FRESH_SECONDS };

/** /directory (spec member-side §2): paywall for visitors, the directory for everyone else. */
export function DirectoryPage() {
  usePageTitle('Directory');
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  // Visitors are not asked for the list at all: the server would only answer 401.
  if (!user) return <PremiumAccessRequired visitor />;
  // Logged-in users are asked even without a known subscription: the server decides (403 -> paywall).
  return <MemberDirectory />;
}

function MemberDirectory() {
  const list = useItemList({
    address: DIRECTORY_ADDRESS,
    delays: DIRECTORY_DELAYS,
    pageSize: DIRECTORY_PAGE_SIZE,
    queryArgs: directoryQueryArgs,
    useQuery: (args) => useGetDirectoryItemsQuery(args, FRESH),
  });
  const { query, filters } = list;
  // No page and no order in these arguments: paging or reordering asks for no new counts.
  const facetArgs = useMemo(() => directoryFacetArgs(filters.applied), [filters.applied]);
  const facets = useGetDirectoryFacetsQuery(facetArgs, FRESH);
  const count = useGetBoloCountQuery();
  const shownFilters = useShownFilters(filters.applied, query.currentData !== undefined);

  useDirectoryErrorToasts(query.error);
  usePrefetchNextPage(list.args, query.currentData);
  // The store pack follows the member's access, which the server decides at each sync: an account
  // whose subscription ended gets a 403 there, and the pack on this device is deleted.
  useStorePackSync();
  const offline = query.data?.offline;
  useRefetchWhenOnline(offline !== undefined, query.refetch, facets.refetch);

  useEffect(() => {
    if (count.isError) console.warn(DIRECTORY_MESSAGES.countFailed, count.error);
  }, [count.isError, count.error]);
  // The list works without its counts: the options are shown without numbers.
  useEffect(() => {
    if (facets.isError) console.warn('Failed to fetch the directory filter counts', facets.error);
  }, [facets.isError, facets.error]);

  const { hrefFor, apply } = filters;
  const { search: addressQuery } = useLocation();
  const suggestionLink = useCallback(
    (suggestion: string) => ({
      href: hrefFor((draft) => withSearch(draft, suggestion)),
      onClick: followInApp(() => apply((draft) => withSearch(draft, suggestion))),
    }),
    [hrefFor, apply],
  );
  const netOn = shownFilters.netOn;
  const cardProfit = useMemo(
    () => (netOn ? (item: BoloItem, fetchedAt: number | undefined) => <CardProfit item={item} platform={netOn} date={fetchedAt ?? Date.now()} /> : undefined),
    [netOn],
  );

  if (isSubscriptionRequired(query.error)) return <PremiumAccessRequired visitor={false} />;
  // The stored session has expired on the server: this is a visitor now.
  if (isAuthRequired(query.error)) return <PremiumAccessRequired visitor />;

  const data = query.data;
  // Near misses the other filters leave out: the spelling is still worth offering.
  const emptySuggestion = data?.search && !data.search.exact && shownFilters.search.trim() ? data.search.suggestion : null;
  const failure = directoryErrorText(query.error);
  // undefined while the count is on its way (the header keeps its chip's place), null without one.
  const itemCount = count.data === undefined && !count.isError ? undefined : typeof count.data?.count === 'number' ? count.data.count : null;
  return (
    <ItemListView
      list={list}
      testId="directory-page"
      header={
        <>
          <OfflineBanner mark={offline} />
          <DirectoryHeader count={itemCount} />
        </>
      }
      filterBar={{ searchPlaceholder: 'Search BOLOs by name or description...', label: 'Filter the directory' }}
      aside={<FacetPanel filters={filters} counts={facets} />}
      controls={
        <div className="directory-controls">
          <SortBar filters={filters} />
          <FilterChips filters={filters} />
          {filters.hasActiveFilters && !offline ? <SaveSearch query={addressQuery.replace(/^\?/, '')} suggestedName={shownFilters.search.trim() || shownFilters.category || 'My search'} /> : null}
        </div>
      }
      summary={
        data ? (
          <ResultsLine
            page={data.pagination.page}
            limit={data.pagination.limit}
            total={data.pagination.total}
            filters={shownFilters}
            search={data.search}
            suggestionLink={suggestionLink}
          />
        ) : null
      }
      gridLabel="BOLO items"
      from="directory"
      cardProfit={cardProfit}
      loading={{ label: 'Loading BOLO items', testId: 'directory-loading' }}
      error={{ title: failure.title, text: failure.description, testId: 'directory-error' }}
      empty={{
        title: DIRECTORY_MESSAGES.noItemsFound,
        text: emptySuggestion ? (
          <>
            {DIRECTORY_MESSAGES.noExactMatches(shownFilters.search.trim())}{' '}
            <a {...suggestionLink(emptySuggestion)}>{DIRECTORY_MESSAGES.didYouMean(emptySuggestion)}</a>
          </>
        ) : filters.hasActiveFilters ? (
          'No BOLOs match your search and filters. Try a broader search or another category.'
        ) : (
          'There are no BOLOs in the directory yet. New finds are added every week.'
        ),
        testId: 'directory-empty',
        clearLabel: 'Clear All Filters',
      }}
    />
  );
}
