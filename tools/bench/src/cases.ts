import { DIRECTORY_PAGE_SIZE } from '@bolo/contracts';

/** One row of the benchmark: a directory request as the member UI sends it. */
export interface BenchCase {
  label: string;
  page: number;
  limit: number;
  category?: string;
  subcategory?: string;
  search?: string;
}

export const CASES: readonly BenchCase[] = [
  { label: 'page 1, no filter', page: 1, limit: DIRECTORY_PAGE_SIZE },
  { label: 'category + subcategory', page: 1, limit: DIRECTORY_PAGE_SIZE, category: 'Home & Kitchen', subcategory: 'Glassware' },
  // Three letters is the shortest a trigram index can serve; 'vin' matches every "vintage".
  { label: 'search "vin" (3 letters)', page: 1, limit: DIRECTORY_PAGE_SIZE, search: 'vin' },
  { label: 'search "pyrex" (word)', page: 1, limit: DIRECTORY_PAGE_SIZE, search: 'pyrex' },
  { label: 'page 2000, no filter', page: 2000, limit: DIRECTORY_PAGE_SIZE },
];

export function queryString(c: BenchCase): string {
  const params = new URLSearchParams({ page: String(c.page), limit: String(c.limit) });
  if (c.category) params.set('category', c.category);
  if (c.subcategory) params.set('subcategory', c.subcategory);
  if (c.search) params.set('search', c.search);
  return params.toString();
}
