import { useEffect } from 'react';
import { DIRECTORY_CACHE_FRESH_SECONDS, DIRECTORY_PAGE_SIZE, FILTER_DEBOUNCE_MS, DIRECTORY_MESSAGES } from '@bolo/contracts';
import { LoadingScreen, isAuthRequired, isSubscriptionRequired, useAuth, useGetBoloCountQuery, usePageTitle } from '@bolo/web';
import { ItemListView } from '../../../shared/components/ItemListView';
import { PremiumAccessRequired } from '../../../shared/components/PremiumAccessRequired';
import { useItemList } from '../../../shared/hooks/useItemList';
import { useGetDirectoryItemsQuery } from '../api/directory-api';
import { directoryErrorText, useDirectoryErrorToasts } from '../hooks/useDirectoryErrorToasts';
import { usePrefetchNextPage } from '../hooks/usePrefetchNextPage';
import { useShownFilters } from '../hooks/useShownFilters';
import { DirectoryHeader } from './DirectoryHeader';
import { ResultsLine } from './ResultsLine';

const DIRECTORY_DELAYS = { searchMs: FILTER_DEBOUNCE_MS, selectMs: FILTER_DEBOUNCE_MS };

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
    delays: DIRECTORY_DELAYS,
    pageSize: DIRECTORY_PAGE_SIZE,
    useQuery: (args) => useGetDirectoryItemsQuery(args, { refetchOnMountOrArgChange: DIRECTORY_CACHE_FRESH_SECONDS }),
  });
  const { query, filters } = list;
  const count = useGetBoloCountQuery();
  const shownFilters = useShownFilters(filters.applied, query.currentData !== undefined);

  useDirectoryErrorToasts(query.error);
  usePrefetchNextPage(list.args, query.currentData);

  useEffect(() => {
    if (count.isError) console.warn(DIRECTORY_MESSAGES.countFailed, count.error);
  }, [count.isError, count.error]);

  if (isSubscriptionRequired(query.error)) return <PremiumAccessRequired visitor={false} />;
  // The stored session has expired on the server: this is a visitor now.
  if (isAuthRequired(query.error)) return <PremiumAccessRequired visitor />;

  const pagination = query.data?.pagination;
  const failure = directoryErrorText(query.error);
  // undefined while the count is on its way (the header keeps its chip's place), null without one.
  const itemCount = count.data === undefined && !count.isError ? undefined : typeof count.data?.count === 'number' ? count.data.count : null;
  return (
    <ItemListView
      list={list}
      testId="directory-page"
      header={<DirectoryHeader count={itemCount} />}
      filterBar={{ searchPlaceholder: 'Search BOLOs by name or description...', label: 'Filter the directory' }}
      summary={pagination ? <ResultsLine page={pagination.page} limit={pagination.limit} total={pagination.total} filters={shownFilters} /> : null}
      gridLabel="BOLO items"
      from="directory"
      loading={{ label: 'Loading BOLO items', testId: 'directory-loading' }}
      error={{ title: failure.title, text: failure.description, testId: 'directory-error' }}
      empty={{
        title: DIRECTORY_MESSAGES.noItemsFound,
        text: filters.hasActiveFilters
          ? 'No BOLOs match your search and filters. Try a broader search or another category.'
          : 'There are no BOLOs in the directory yet. New finds are added every week.',
        testId: 'directory-empty',
        clearLabel: 'Clear All Filters',
      }}
    />
  );
}
