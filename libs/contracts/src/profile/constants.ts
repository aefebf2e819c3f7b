// Seconds ("fresh" = served without refetch, "kept" = kept in memory).
export const PROFILE_CACHE_FRESH_SECONDS = 5 * 60;
export const PROFILE_CACHE_KEEP_SECONDS = 10 * 60;
