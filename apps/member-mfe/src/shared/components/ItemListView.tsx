import type { ReactNode } from 'react';
import type { BoloItem } from '@bolo/contracts';
import { Button, LoadingScreen, Pagination, Spinner, StatePage } from '@bolo/web';
import type { ItemList, ItemPage, ItemPageQuery } from '../hooks/useItemList';
import type { ItemLinkState } from '../lib/item-links';
import { FilterBar } from './FilterBar';
import { ItemCard } from './ItemCard';
import { ItemGrid } from './ItemGrid';
import './member-page.css';

/**
 * The first row of cards (4 on wide screens) loads its pictures at once and with high priority
 * (they are in view on arrival); the rest load lazily.
 */
const EAGER_IMAGES = 4;

interface StateText {
  title: string;
  text: ReactNode;
  testId: string;
}

export interface ItemListViewProps<Item extends BoloItem> {
  list: ItemList<ItemPageQuery<ItemPage<Item>>>;
  /** The cards to show; defaults to the answer's items (a page may hide some it just removed). */
  items?: Item[];
  /** `data-testid` of the page. */
  testId: string;
  header: ReactNode;
  /** Shown instead of the filters and the list (a whole-list state such as "nothing saved yet"). */
  notice?: ReactNode;
  filterBar: { searchPlaceholder: string; label: string };
  /** Above the cards (e.g. 'Showing 1-24 of 94 items'). */
  summary?: ReactNode;
  gridLabel: string;
  from: ItemLinkState['from'];
  /** Controls under each card (e.g. Remove). */
  cardActions?: (item: Item) => ReactNode;
  loading: { label: string; testId: string };
  error: StateText;
  /** No card matches; its action clears the filters. */
  empty: StateText & { clearLabel: string };
}

/** The directory and /my-bolos: header, filters, then error, loading, empty or the cards with pagination. */
export function ItemListView<Item extends BoloItem>(props: ItemListViewProps<Item>) {
  const { list, testId, header, notice, filterBar } = props;
  if (list.opening) return <LoadingScreen />;
  return (
    <div className="container member-page" data-testid={testId}>
      {header}
      {notice ?? (
        <>
          <FilterBar filters={list.filters} searchPlaceholder={filterBar.searchPlaceholder} label={filterBar.label} />
          <ItemListBody {...props} />
        </>
      )}
    </div>
  );
}

function ItemListBody<Item extends BoloItem>({ list, items: shownItems, summary, gridLabel, from, cardActions, loading, error, empty }: ItemListViewProps<Item>) {
  const { query, filters } = list;
  const data = query.data;
  const items = shownItems ?? data?.items ?? [];

  if (query.isError) {
    return (
      <StatePage
        level={2}
        icon="alert"
        tone="danger"
        title={error.title}
        testId={error.testId}
        actions={
          <Button onClick={() => query.refetch()} disabled={query.isFetching}>
            Try Again
          </Button>
        }
      >
        <p className="state-page__text">{error.text}</p>
      </StatePage>
    );
  }
  if (!data || (query.isFetching && items.length === 0)) {
    return (
      <div className="list-loading" data-testid={loading.testId}>
        <Spinner size={36} label={loading.label} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <StatePage level={2} icon="search" title={empty.title} testId={empty.testId} actions={<Button onClick={filters.clear}>{empty.clearLabel}</Button>}>
        <p className="state-page__text">{empty.text}</p>
      </StatePage>
    );
  }
  const { pagination } = data;
  // The store's time, never the clock: the server's render and the browser's agree on the pictures' addresses.
  const imagesFetchedAt = query.fulfilledTimeStamp ?? query.startedTimeStamp;
  return (
    <>
      {summary}
      <ItemGrid updating={query.isFetching} label={gridLabel}>
        {items.map((item, index) => (
          <li key={item.id}>
            <ItemCard
              item={item}
              returnTo={list.returnTo}
              from={from}
              eagerImage={index < EAGER_IMAGES}
              imageFetchedAt={imagesFetchedAt}
              onOpen={list.onOpen}
              actions={cardActions?.(item)}
            />
          </li>
        ))}
      </ItemGrid>
      <Pagination page={pagination.page} totalPages={pagination.totalPages} hasMore={pagination.hasMore} onPageChange={list.changePage} />
    </>
  );
}
