import { PROPOSAL_MESSAGES, SAVED_PAGE_SIZE, SAVED_SEARCH_DEBOUNCE_MS, SAVED_MESSAGES } from '@bolo/contracts';
import { AccessDenied, Badge, Button, LoadingScreen, StatePage, isAuthRequired, useAuth, usePageTitle } from '@bolo/web';
import { ItemListView } from '../../../shared/components/ItemListView';
import { useItemList } from '../../../shared/hooks/useItemList';
import { ITEM_LIST_ADDRESS, listQueryArgs } from '../../../shared/lib/list-filters';
import { SAVED_LIST_FRESH_SECONDS, useGetSavedBolosQuery } from '../api/saved-list-api';
import { OfflineBanner } from '../../../shared/store-pack/OfflineBanner';
import { useRefetchWhenOnline } from '../../../shared/store-pack/useRefetchWhenOnline';
import { useReplayOfflineSaves } from '../../../shared/store-pack/useReplayOfflineSaves';
import { useRemoveSaved } from '../hooks/useRemoveSaved';
import './saved-bolos.css';

// Spec §4: only the search is debounced here; the selects apply at once.
const SAVED_DELAYS = { searchMs: SAVED_SEARCH_DEBOUNCE_MS, selectMs: 0 };
/** The unfiltered first page: the saved count, and whether anything is saved at all. */
const ALL_SAVED_ARGS = { page: 1, limit: SAVED_PAGE_SIZE };
const FRESH = { refetchOnMountOrArgChange: SAVED_LIST_FRESH_SECONDS };

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
  const list = useItemList({
    address: ITEM_LIST_ADDRESS,
    delays: SAVED_DELAYS,
    pageSize: SAVED_PAGE_SIZE,
    queryArgs: listQueryArgs,
    useQuery: (args) => useGetSavedBolosQuery(args, FRESH),
  });
  const { query } = list;
  // Same cache entry as the list on the plain page, so usually no second request.
  const all = useGetSavedBolosQuery(ALL_SAVED_ARGS, FRESH);
  const { remove, pending, removed } = useRemoveSaved();
  useReplayOfflineSaves();
  const offline = query.data?.offline ?? all.data?.offline;
  useRefetchWhenOnline(offline !== undefined, query.refetch, all.refetch);

  if (isAuthRequired(query.error) || isAuthRequired(all.error)) return <AccessDenied message={LOGIN_TO_SEE_SAVED} />;

  const savedTotal = all.data?.pagination.total;
  const header = (
    <>
    <OfflineBanner mark={offline} />
    <header className="member-page__header">
      <div>
        <h1 className="member-page__title">My Saved BOLOs</h1>
        <p className="member-page__lead">The finds you saved to source later.</p>
      </div>
      <ul className="member-page__stats" aria-label="Saved list facts">
        {savedTotal !== undefined ? (
          <li className="stat-chip" data-testid="saved-count">
            <strong>{savedTotal.toLocaleString('en-US')}</strong> saved {savedTotal === 1 ? 'BOLO' : 'BOLOs'}
          </li>
        ) : (
          // The count is on its way: its chip keeps its place (invisible), so nothing moves when it arrives.
          <li className="stat-chip stat-chip--pending" aria-hidden="true">
            <strong>00</strong> saved BOLOs
          </li>
        )}
      </ul>
    </header>
    </>
  );

  let notice = null;
  if (query.isError || all.isError) {
    notice = (
      <StatePage
        level={2}
        icon="alert"
        tone="danger"
        title={SAVED_MESSAGES.loadFailed.title}
        testId="saved-error"
        actions={
          <Button
            onClick={() => {
              if (query.isError) query.refetch();
              if (all.isError) all.refetch();
            }}
          >
            Try Again
          </Button>
        }
      >
        <p className="state-page__text">{SAVED_MESSAGES.loadFailed.description}</p>
      </StatePage>
    );
  } else if (savedTotal === 0 && !all.isFetching) {
    notice = (
      <StatePage level={2} icon="bookmark" title="No saved BOLOs yet" testId="saved-empty" actions={<Button to="/directory">Browse the Directory</Button>}>
        <p className="state-page__text">Open any item in the directory and choose Save to My BOLOs to keep it here.</p>
      </StatePage>
    );
  }

  return (
    <ItemListView
      list={list}
      items={query.data?.items.filter((item) => !removed.has(item.id))}
      testId="saved-page"
      header={header}
      notice={notice}
      filterBar={{ searchPlaceholder: 'Search your saved BOLOs...', label: 'Filter your saved BOLOs' }}
      gridLabel="Saved BOLOs"
      from="my-bolos"
      loading={{ label: 'Loading your saved BOLOs', testId: 'saved-loading' }}
      error={{ title: SAVED_MESSAGES.loadFailed.title, text: SAVED_MESSAGES.loadFailed.description, testId: 'saved-error' }}
      empty={{
        title: 'No matching saved BOLOs',
        text: 'None of your saved BOLOs match this search and these filters.',
        testId: 'saved-no-results',
        clearLabel: 'Clear Filters',
      }}
      cardActions={(item) => (
        <>
          {/* The member's own proposals stay drafts until an admin publishes them (admin-side §4). */}
          {item.status === 'draft' ? (
            <p className="saved-card__status" data-testid="pending-review">
              <Badge variant="warning">{PROPOSAL_MESSAGES.pendingReview}</Badge>
            </p>
          ) : null}
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
        </>
      )}
    />
  );
}
