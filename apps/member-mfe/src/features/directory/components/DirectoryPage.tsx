import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { DIRECTORY_CACHE_FRESH_SECONDS, DIRECTORY_PAGE_SIZE, FILTER_DEBOUNCE_MS, MESSAGES } from '@bolo/contracts';
import { Button, LoadingScreen, Pagination, Spinner, useAuth, usePageTitle } from '@bolo/web';
import { FilterBar } from '../../../components/FilterBar';
import { ItemCard } from '../../../components/ItemCard';
import { ItemGrid } from '../../../components/ItemGrid';
import { PremiumAccessRequired } from '../../../components/PremiumAccessRequired';
import { StatePage } from '../../../components/StatePage';
import { useFiltersInAddress, useListFilters } from '../../../hooks/useListFilters';
import { useOpeningItem } from '../../../hooks/useOpeningItem';
import { httpStatus, isSubscriptionRequired } from '../../../lib/api-errors';
import { listQueryArgs } from '../../../lib/list-filters';
import { useGetBoloCountQuery, useGetDirectoryItemsQuery } from '../api/directory-api';
import { useDirectoryErrorToasts } from '../hooks/useDirectoryErrorToasts';
import { usePrefetchNextPage } from '../hooks/usePrefetchNextPage';
import { useShownFilters } from '../hooks/useShownFilters';
import { DirectoryHeader } from './DirectoryHeader';
import { ResultsLine } from './ResultsLine';
import '../../../components/member-page.css';

const DIRECTORY_DELAYS = { searchMs: FILTER_DEBOUNCE_MS, selectMs: FILTER_DEBOUNCE_MS };
/** Cards in the first row or two load their pictures at once instead of lazily. */
const EAGER_IMAGES = 4;

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
  const filters = useListFilters(DIRECTORY_DELAYS);
  const { applied } = filters;
  const args = useMemo(() => listQueryArgs(applied, DIRECTORY_PAGE_SIZE), [applied]);
  const list = useGetDirectoryItemsQuery(args, { refetchOnMountOrArgChange: DIRECTORY_CACHE_FRESH_SECONDS });
  const count = useGetBoloCountQuery();
  const location = useLocation();
  const { opening, onOpen } = useOpeningItem();
  const shownFilters = useShownFilters(applied, list.currentData !== undefined);

  useFiltersInAddress(filters, !list.isFetching);
  useDirectoryErrorToasts(list.error);
  usePrefetchNextPage(args, list.currentData);

  useEffect(() => {
    if (count.isError) console.warn(MESSAGES.directory.countFailed, count.error);
  }, [count.isError, count.error]);

  // A stale or hand-edited page number beyond the end: show the last page instead of nothing.
  const totalPages = list.currentData?.pagination.totalPages;
  const { setPage } = filters;
  useEffect(() => {
    if (totalPages !== undefined && applied.page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [totalPages, applied.page, setPage]);

  if (isSubscriptionRequired(list.error)) return <PremiumAccessRequired visitor={false} />;
  // The stored session has expired on the server: this is a visitor now.
  if (httpStatus(list.error) === 401) return <PremiumAccessRequired visitor />;
  if (opening) return <LoadingScreen />;

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const data = list.data;
  const updating = list.isFetching && data !== undefined;
  const returnTo = `${location.pathname}${location.search}`;
  const itemCount = typeof count.data?.count === 'number' ? count.data.count : null;

  let body;
  if (list.isError) {
    body = (
      <StatePage
        level={2}
        icon="alert"
        tone="danger"
        title={MESSAGES.directory.loadFailed.title}
        testId="directory-error"
        actions={
          <Button onClick={() => list.refetch()} disabled={list.isFetching}>
            Try Again
          </Button>
        }
      >
        <p className="state-page__text">{MESSAGES.directory.loadFailed.description}</p>
      </StatePage>
    );
  } else if (!data || (list.isFetching && data.items.length === 0)) {
    body = (
      <div className="list-loading" data-testid="directory-loading">
        <Spinner size={36} label="Loading BOLO items" />
      </div>
    );
  } else if (data.items.length === 0) {
    body = (
      <StatePage
        level={2}
        icon="search"
        title={MESSAGES.directory.noItemsFound}
        testId="directory-empty"
        actions={<Button onClick={filters.clear}>Clear All Filters</Button>}
      >
        <p className="state-page__text">
          {filters.hasActiveFilters
            ? 'No BOLOs match your search and filters. Try a broader search or another category.'
            : 'There are no BOLOs in the directory yet. New finds are added every week.'}
        </p>
      </StatePage>
    );
  } else {
    const { pagination } = data;
    body = (
      <>
        <ResultsLine page={pagination.page} limit={pagination.limit} total={pagination.total} filters={shownFilters} />
        <ItemGrid updating={updating} label="BOLO items">
          {data.items.map((item, index) => (
            <li key={item.id}>
              <ItemCard item={item} returnTo={returnTo} from="directory" eagerImage={index < EAGER_IMAGES} onOpen={onOpen} />
            </li>
          ))}
        </ItemGrid>
        <Pagination page={pagination.page} totalPages={pagination.totalPages} hasMore={pagination.hasMore} onPageChange={changePage} />
      </>
    );
  }

  return (
    <div className="container member-page" data-testid="directory-page">
      <DirectoryHeader count={itemCount} />
      <FilterBar filters={filters} searchPlaceholder="Search BOLOs by name or description..." label="Filter the directory" />
      {body}
    </div>
  );
}
