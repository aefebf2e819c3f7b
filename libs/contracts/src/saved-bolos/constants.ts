export const SAVED_PAGE_SIZE = 24;
export const SAVED_SEARCH_DEBOUNCE_MS = 300;
