export const COMMENT_MAX_LENGTH = 1000;
export const COMMENT_IMAGE_SIZE_PX = 180;
export const COMMENTS_FETCH_RETRIES = 3;
/** Seconds a comment thread is served without refetch. */
export const COMMENTS_CACHE_FRESH_SECONDS = 5 * 60;
/** Comments per page of GET /api/comments/{boloItemId}. */
export const COMMENTS_PAGE_SIZE = 20;
/** Reports by different members that hide a comment until an admin reviews it. */
export const COMMENT_REPORTS_TO_HIDE = 3;
export const COMMENT_REPORT_REASON_MAX_LENGTH = 500;
