// Numbers shared by every feature (spec member-side §9 and admin-side §9). A number that belongs
// to one feature lives in that feature's folder. Durations carry their unit in the name so that
// callers never have to guess between ms and seconds.

export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const LAZY_IMAGE_ROOT_MARGIN_PX = 50;

export const DEFAULT_QUERY_RETRIES = 2;
export const MUTATION_RETRIES = 1;

// Cache lifetimes in seconds ("fresh" = served without refetch, "kept" = kept in memory / shared cache).
export const DEFAULT_CACHE_FRESH_SECONDS = 10 * 60;
export const DEFAULT_CACHE_KEEP_SECONDS = 30 * 60;
