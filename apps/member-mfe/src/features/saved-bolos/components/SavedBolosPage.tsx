import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES, SAVED_PAGE_SIZE, SAVED_SEARCH_DEBOUNCE_MS } from '@bolo/contracts';
import { AccessDenied, Button, LoadingScreen, Pagination, Spinner, useAuth, usePageTitle } from '@bolo/web';
import { FilterBar } from '../../../components/FilterBar';
import { ItemCard } from '../../../components/ItemCard';
import { ItemGrid } from '../../../components/ItemGrid';
import { StatePage } from '../../../components/StatePage';
import { useFiltersInAddress, useListFilters } from '../../../hooks/useListFilters';
import { useOpeningItem } from '../../../hooks/useOpeningItem';
import { httpStatus } from '../../../lib/api-errors';
import { listQueryArgs } from '../../../lib/list-filters';
import { SAVED_LIST_FRESH_SECONDS, useGetSavedBolosQuery } from '../api/saved-list-api';
import { useRemoveSaved } from '../hooks/useRemoveSaved';
import '../../../components/member-page.css';

// Spec §4: only the search is debounced here; the selects apply at once.
const SAVED_DELAYS = { searchMs: SAVED_SEARCH_DEBOUNCE_MS, selectMs: 0 };
/** The unfiltered first page: the saved count, and whether anything is saved at all. */
const ALL_SAVED_ARGS = { page: 1, limit: SAVED_PAGE_SIZE };

const LOGIN_TO_SEE_SAVED = 'Please log in to see the BOLOs you have saved.';

/** /my-bolos, "My Saved BOLOs" (spec member-side §2). Login required. */
export default function SavedBolosPage() {
  usePageTitle('My Saved BOLOs');
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <AccessDenied message={LOGIN_TO_SEE_SAVED} />;
  return <SavedBolos />;
}

function SavedBolos() {
  const filters = useListFilters(SAVED_DELAYS);
  const { applied, setPage } = filters;
  const args = useMemo(() => listQueryArgs(applied, SAVED_PAGE_SIZE), [applied]);
  const fresh = { refetchOnMountOrArgChange: SAVED_LIST_FRESH_SECONDS };
  const list = useGetSavedBolosQuery(args, fresh);
  // Same cache entry as `list` on the plain page, so usually no second request.
  const all = useGetSavedBolosQuery(ALL_SAVED_ARGS, fresh);
  const { remove, pending, removed } = useRemoveSaved();
  useFiltersInAddress(filters, !list.isFetching);
  const location = useLocation();
  const { opening, onOpen } = useOpeningItem();

  // After removing the last card of the last page, step back to the page that still exists.
  const totalPages = list.currentData?.pagination.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && applied.page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [totalPages, applied.page, setPage]);

  if (httpStatus(list.error) === 401 || httpStatus(all.error) === 401) return <AccessDenied message={LOGIN_TO_SEE_SAVED} />;

  if (opening) return <LoadingScreen />;

  const savedTotal = all.data?.pagination.total;
  const header = (
    <header className="member-page__header">
      <div>
        <h1 className="member-page__title">My Saved BOLOs</h1>
        <p className="member-page__lead">The finds you saved to source later.</p>
      </div>
      {savedTotal !== undefined ? (
        <ul className="member-page__stats" aria-label="Saved list facts">
          <li className="stat-chip" data-testid="saved-count">
            <strong>{savedTotal.toLocaleString('en-US')}</strong> saved {savedTotal === 1 ? 'BOLO' : 'BOLOs'}
          </li>
        </ul>
      ) : null}
    </header>
  );

  if (list.isError || all.isError) {
    return (
      <div className="container member-page" data-testid="saved-page">
        {header}
        <StatePage
          level={2}
          icon="alert"
          tone="danger"
          title={MESSAGES.saved.loadFailed.title}
          testId="saved-error"
          actions={
            <Button
              onClick={() => {
                if (list.isError) list.refetch();
                if (all.isError) all.refetch();
              }}
            >
              Try Again
            </Button>
          }
        >
          <p className="state-page__text">{MESSAGES.saved.loadFailed.description}</p>
        </StatePage>
      </div>
    );
  }

  if (savedTotal === 0 && !all.isFetching) {
    return (
      <div className="container member-page" data-testid="saved-page">
        {header}
        <StatePage
          level={2}
          icon="bookmark"
          title="No saved BOLOs yet"
          testId="saved-empty"
          actions={<Button to="/directory">Browse the Directory</Button>}
        >
          <p className="state-page__text">Open any item in the directory and choose Save to My BOLOs to keep it here.</p>
        </StatePage>
      </div>
    );
  }

  const data = list.data;
  const items = data?.items.filter((item) => !removed.has(item.id)) ?? [];
  const updating = list.isFetching && data !== undefined;
  const returnTo = `${location.pathname}${location.search}`;

  let body;
  if (!data || (list.isFetching && items.length === 0)) {
    body = (
      <div className="list-loading" data-testid="saved-loading">
        <Spinner size={36} label="Loading your saved BOLOs" />
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <StatePage
        level={2}
        icon="search"
        title="No matching saved BOLOs"
        testId="saved-no-results"
        actions={<Button onClick={filters.clear}>Clear Filters</Button>}
      >
        <p className="state-page__text">None of your saved BOLOs match this search and these filters.</p>
      </StatePage>
    );
  } else {
    body = (
      <>
        <ItemGrid updating={updating} label="Saved BOLOs">
          {items.map((item, index) => (
            <li key={item.id}>
              <ItemCard
                item={item}
                returnTo={returnTo}
                from="my-bolos"
                eagerImage={index < 4}
                onOpen={onOpen}
                actions={
                  <Button
                    variant="outline"
                    size="sm"
                    block
                    disabled={pending.has(item.id)}
                    aria-label={`Remove ${item.name} from My BOLOs`}
                    onClick={() => void remove(item)}
                    data-testid="remove-saved"
                  >
                    {pending.has(item.id) ? 'Removing...' : 'Remove'}
                  </Button>
                }
              />
            </li>
          ))}
        </ItemGrid>
        <Pagination
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          hasMore={data.pagination.hasMore}
          onPageChange={(page) => {
            setPage(page);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );
  }

  return (
    <div className="container member-page" data-testid="saved-page">
      {header}
      <FilterBar filters={filters} searchPlaceholder="Search your saved BOLOs..." label="Filter your saved BOLOs" />
      {body}
    </div>
  );
}
