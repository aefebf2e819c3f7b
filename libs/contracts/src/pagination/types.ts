/** The `pagination` block of the member list answers (directory and saved list). */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasMore: boolean;
}

/** The pagination of page `page` of `limit` items out of `total` (the API's lists, and the offline directory). */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasMore: page * limit < total };
}
