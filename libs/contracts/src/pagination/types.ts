/** The `pagination` block of the member list answers (directory and saved list). */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasMore: boolean;
}
