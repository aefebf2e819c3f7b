import type { ReactNode } from 'react';
import type { BoloItem } from '@bolo/contracts';
import { Button, LoadingScreen, Pagination, Spinner, StatePage, buttonClassName } from '@bolo/web';
import { useHydrated } from '../hooks/useHydrated';
import type { ItemList, ItemPage, ItemPageQuery } from '../hooks/useItemList';
import type { ItemLinkState } from '../lib/item-links';
import { withPage } from '../lib/list-filters';
import type { ListFilters } from '../lib/list-filters';
import { FilterBar } from './FilterBar';
import { ItemCard } from './ItemCard';
import { ItemGrid } from './ItemGrid';
import { PageLinks } from './PageLinks';
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

export interface ItemListViewProps<Item extends BoloItem, F extends ListFilters = ListFilters> {
  list: ItemList<ItemPageQuery<ItemPage<Item>>, F>;
  /** The cards to show; defaults to the answer's items (a page may hide some it just removed). */
  items?: Item[];
  /** `data-testid` of the page. */
  testId: string;
  header: ReactNode;
  /** Shown instead of the filters and the list (a whole-list state such as "nothing saved yet"). */
  notice?: ReactNode;
  filterBar: { searchPlaceholder: string; label: string };
  /** Beside the list on wide screens and above it on narrow ones (the directory's facets). */
  aside?: ReactNode;
  /** Above the list whatever its state: loading, empty or cards (the directory's order and filter chips). */
  controls?: ReactNode;
  /** Above the cards (e.g. 'Showing 1-24 of 94 items'). */
  summary?: ReactNode;
  gridLabel: string;
  from: ItemLinkState['from'];
  /** Controls under each card (e.g. Remove). */
  cardActions?: (item: Item) => ReactNode;
  /** Shown instead of a card's estimated profit; `fetchedAt` is when the list was fetched (the store's time). */
  cardProfit?: (item: Item, fetchedAt: number | undefined) => ReactNode;
  loading: { label: string; testId: string };
  error: StateText;
  /** No card matches; its action clears the filters. */
  empty: StateText & { clearLabel: string };
}

/** The directory and /my-bolos: header, filters, then error, loading, empty or the cards with pagination. */
export function ItemListView<Item extends BoloItem, F extends ListFilters = ListFilters>(props: ItemListViewProps<Item, F>) {
  const { list, testId, header, notice, filterBar, aside, controls } = props;
  if (list.opening) return <LoadingScreen />;
  const body = (
    <>
      {controls}
      <ItemListBody {...props} />
    </>
  );
  return (
    <div className="container member-page" data-testid={testId}>
      {header}
      {notice ?? (
        <>
          <FilterBar filters={list.filters} searchPlaceholder={filterBar.searchPlaceholder} label={filterBar.label} />
          {aside ? (
            <div className="list-layout">
              <div className="list-layout__aside">{aside}</div>
              <div className="list-layout__main">{body}</div>
            </div>
          ) : (
            body
          )}
        </>
      )}
    </div>
  );
}

function ItemListBody<Item extends BoloItem, F extends ListFilters>({
  list,
  items: shownItems,
  summary,
  gridLabel,
  from,
  cardActions,
  cardProfit,
  loading,
  error,
  empty,
}: ItemListViewProps<Item, F>) {
  const hydrated = useHydrated();
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
          hydrated ? (
            <Button onClick={() => query.refetch()} disabled={query.isFetching}>
              Try Again
            </Button>
          ) : (
            // Before the app starts: the same address again.
            <a href={list.returnTo} className={buttonClassName({})}>
              Try Again
            </a>
          )
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
      <StatePage
        level={2}
        icon="search"
        title={empty.title}
        testId={empty.testId}
        actions={
          hydrated ? (
            <Button onClick={filters.clear}>{empty.clearLabel}</Button>
          ) : (
            <a href={filters.clearHref} className={buttonClassName({})}>
              {empty.clearLabel}
            </a>
          )
        }
      >
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
              profit={cardProfit?.(item, imagesFetchedAt)}
            />
          </li>
        ))}
      </ItemGrid>
      {hydrated ? (
        <Pagination page={pagination.page} totalPages={pagination.totalPages} hasMore={pagination.hasMore} onPageChange={list.changePage} />
      ) : (
        <PageLinks page={pagination.page} totalPages={pagination.totalPages} hasMore={pagination.hasMore} hrefOf={(page) => list.filters.hrefFor((draft) => withPage(draft, page))} />
      )}
    </>
  );
}
