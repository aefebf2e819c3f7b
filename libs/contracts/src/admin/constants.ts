export const ADMIN_ITEMS_PAGE_SIZE = 20;
export const ADMIN_USERS_PAGE_SIZE = 20;
export const DASHBOARD_RECENT_USERS = 10;
export const DASHBOARD_RECENT_ITEMS = 5;

// Seconds: the back office sees edits quickly, so its item list is cached briefly.
export const ADMIN_ITEMS_CACHE_FRESH_SECONDS = 30;
export const ADMIN_ITEMS_CACHE_KEEP_SECONDS = 2 * 60;
