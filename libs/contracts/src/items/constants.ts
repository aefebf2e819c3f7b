/** Directory list page size (also the API default for `limit`). */
export const DIRECTORY_PAGE_SIZE = 24;
/** Longest accepted search text, after trimming (every list that shares the directory filters). */
export const MAX_SEARCH_LENGTH = 200;

/**
 * The directory's orders (issue 20): relevance (needs a search; the default with one), newest
 * (the default without), highest estimated profit (the card's high end), best ROI (that profit
 * over the lowest buy price), highest sold price, and best net profit on the platform `netOn`
 * after its current fees and the category's default shipping.
 */
export const DIRECTORY_SORTS = ['relevance', 'newest', 'profit', 'roi', 'sold', 'net'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** The "buy under" and "profit at least" amounts the directory offers as facets (any whole dollar amount is accepted). */
export const BUY_MAX_STEPS = [5, 10, 25, 50, 100] as const;
export const PROFIT_MIN_STEPS = [10, 25, 50, 100, 250] as const;
/** The largest dollar amount of those two filters. */
export const MAX_FILTER_AMOUNT = 100_000;

/** Every source an item can carry (the wider list and the admin form's 'Retail'), in the order facets list them. */
export const FILTER_SOURCES = ['Thrift Stores', 'Garage Sales', 'Estate Sales', 'Flea Markets', 'Retail Arbitrage', 'Retail'] as const;

export const FILTER_DEBOUNCE_MS = 500;
export const PREFETCH_DELAY_MS = 200;

export const PREVIEW_ITEM_COUNT = 3;
/** Structured search data on landing pages lists at most this many items. */
export const STRUCTURED_DATA_ITEM_COUNT = 10;

export const ITEM_FETCH_RETRIES = 3;
export const ITEM_FETCH_RETRY_DELAY_MS = 1000;
export const DIRECTORY_FETCH_RETRIES = 1;

// Seconds ("fresh" = served without refetch, "kept" = kept in memory / shared cache).
export const DIRECTORY_CACHE_FRESH_SECONDS = 15 * 60;
export const DIRECTORY_CACHE_KEEP_SECONDS = 60 * 60;
