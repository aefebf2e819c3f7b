// Numbers from spec member-side §9 and admin-side §9. Durations carry their unit in the name
// so that callers never have to guess between ms and seconds.

/** Directory list page size (also the API default for `limit`). */
export const DIRECTORY_PAGE_SIZE = 24;
/** Upper bound for `limit` on every list endpoint, to keep one request cheap. */
export const MAX_PAGE_LIMIT = 100;
/** Upper bound for `page`; deeper offsets are never useful and cost a large OFFSET scan. */
export const MAX_PAGE = 100_000;
/** Longest accepted search text, after trimming. */
export const MAX_SEARCH_LENGTH = 200;
export const SAVED_PAGE_SIZE = 24;
export const ADMIN_ITEMS_PAGE_SIZE = 20;

export const FILTER_DEBOUNCE_MS = 500;
export const SAVED_SEARCH_DEBOUNCE_MS = 300;
export const PREFETCH_DELAY_MS = 200;

export const PREVIEW_ITEM_COUNT = 3;
/** Structured search data on landing pages lists at most this many items. */
export const STRUCTURED_DATA_ITEM_COUNT = 10;
export const DASHBOARD_RECENT_USERS = 10;
export const DASHBOARD_RECENT_ITEMS = 5;

export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const LAZY_IMAGE_ROOT_MARGIN_PX = 50;

/** Marker the directory 403 carries so the UI shows the paywall instead of retrying. */
export const SUBSCRIPTION_REQUIRED = 'SUBSCRIPTION_REQUIRED';

export const ITEM_FETCH_RETRIES = 3;
export const ITEM_FETCH_RETRY_DELAY_MS = 1000;
export const COMMENTS_FETCH_RETRIES = 3;
export const DIRECTORY_FETCH_RETRIES = 1;
export const DEFAULT_QUERY_RETRIES = 2;
export const MUTATION_RETRIES = 1;

// Cache lifetimes in seconds ("fresh" = served without refetch, "kept" = kept in memory / shared cache).
export const DIRECTORY_CACHE_FRESH_SECONDS = 15 * 60;
export const DIRECTORY_CACHE_KEEP_SECONDS = 60 * 60;
export const DEFAULT_CACHE_FRESH_SECONDS = 10 * 60;
export const DEFAULT_CACHE_KEEP_SECONDS = 30 * 60;
export const PROFILE_CACHE_FRESH_SECONDS = 5 * 60;
export const PROFILE_CACHE_KEEP_SECONDS = 10 * 60;
export const ADMIN_ITEMS_CACHE_FRESH_SECONDS = 30;
export const ADMIN_ITEMS_CACHE_KEEP_SECONDS = 2 * 60;
export const COMMENTS_CACHE_FRESH_SECONDS = 5 * 60;

export const COMMENT_MAX_LENGTH = 1000;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const COMMENT_IMAGE_SIZE_PX = 180;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
/** Reset-password and post-payment account forms use the stronger rule. */
export const STRONG_PASSWORD_MIN_LENGTH = 8;
/** Bounds the argon2 input so a huge password cannot be used to burn server CPU. */
export const PASSWORD_MAX_LENGTH = 200;
/** Matches users.email (varchar 254, the SMTP path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Matches users.first_name / last_name (varchar 100). */
export const NAME_MAX_LENGTH = 100;

export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;
/** Item count shown on the payment-success page when the server count is unavailable. */
export const DEFAULT_BOLO_COUNT = 500;
