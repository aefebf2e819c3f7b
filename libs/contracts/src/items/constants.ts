/** Directory list page size (also the API default for `limit`). */
export const DIRECTORY_PAGE_SIZE = 24;
/** Longest accepted search text, after trimming (every list that shares the directory filters). */
export const MAX_SEARCH_LENGTH = 200;

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
