export const COMMENT_MAX_LENGTH = 1000;
export const COMMENT_IMAGE_SIZE_PX = 180;
export const COMMENTS_FETCH_RETRIES = 3;
/** Seconds a comment thread is served without refetch. */
export const COMMENTS_CACHE_FRESH_SECONDS = 5 * 60;
