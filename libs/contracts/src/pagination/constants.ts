/** Upper bound for `limit` on every list endpoint, to keep one request cheap. */
export const MAX_PAGE_LIMIT = 100;
/** Upper bound for `page`; deeper offsets are never useful and cost a large OFFSET scan. */
export const MAX_PAGE = 100_000;
