import { DIRECTORY_PAGE_SIZE, type DirectorySort, type Platform } from '@bolo/contracts';

/** One row of the benchmark: a directory request as the member UI sends it. */
export interface BenchCase {
  label: string;
  page: number;
  limit: number;
  category?: string;
  subcategory?: string;
  search?: string;
  platform?: string[];
  source?: string[];
  buyMax?: number;
  profitMin?: number;
  sort?: DirectorySort;
  netOn?: Platform;
  /** Asks GET /api/bolo-items/facets instead of the page. */
  facets?: boolean;
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
  if (c.platform?.length) params.set('platform', c.platform.join(','));
  if (c.source?.length) params.set('source', c.source.join(','));
  if (c.buyMax !== undefined) params.set('buyMax', String(c.buyMax));
  if (c.profitMin !== undefined) params.set('profitMin', String(c.profitMin));
  if (c.sort) params.set('sort', c.sort);
  if (c.netOn) params.set('netOn', c.netOn);
  return params.toString();
}

/** The API address of a case: the directory page, or its facets. */
export function casePath(c: BenchCase): string {
  return `/api/bolo-items${c.facets ? '/facets' : ''}?${queryString(c)}`;
}
