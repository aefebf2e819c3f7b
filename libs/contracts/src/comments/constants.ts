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
/** Comments per page of GET /api/admin/comments (the back office's All Comments tab). */
export const ADMIN_COMMENTS_PAGE_SIZE = 50;
/** The most comments GET /api/admin/comments/reported answers (newest first). */
export const ADMIN_REPORTED_COMMENTS_LIMIT = 500;
/** Posting limits per account: a burst, and a day (docs/decisions.md "Comments"). */
export const COMMENT_POSTS_PER_10_MINUTES = 10;
export const COMMENT_POSTS_PER_DAY = 100;
/** Reports one account may send in an hour. */
export const COMMENT_REPORTS_PER_HOUR = 20;
