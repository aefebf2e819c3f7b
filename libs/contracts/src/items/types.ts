// Wire shapes of spec member-side §3 / §7. Dates travel as ISO strings.

import type { Pagination } from '../pagination/types';

export type ItemStatus = 'draft' | 'published';
export const ITEM_STATUSES: readonly ItemStatus[] = Object.freeze(['draft', 'published'] as const);

export interface BoloItem {
  id: number;
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  /** Full-size image address, or null when the item has none. */
  image: string | null;
  /** 480x480 card variant; null until the worker has produced it (fall back to `image`). */
  imageCard: string | null;
  source: string[];
  platforms: string[];
  /** Free text such as '$3' or '$5-$10'. */
  buyPrice: string;
  /** Free text with dollar amounts such as '$25 - $60'. */
  soldRange: string;
  updated: string;
  notes: string | null;
  status: ItemStatus;
}

/**
 * Public teaser item: only what the blurred preview shows. The API sends name, prices and
 * platforms already as block characters (blockCharacters) and no subcategory.
 */
export interface PreviewItem {
  id: number;
  name: string;
  category: string;
  subcategory: string | null;
  /** The picture's public teaser (ITEM_TEASER_VARIANT, blurred by the worker), never the original or card; null until it is made. */
  image: string | null;
  buyPrice: string;
  soldRange: string;
  platforms: string[];
}

/** GET /api/bolo-items/preview (public): the newest published items that have a picture. */
export interface PreviewResponse {
  items: PreviewItem[];
}

/**
 * How a search was answered. `exact`: the items whose name or description contains the text.
 * When nothing contains it, the near misses are listed instead (each word of 5+ letters may be
 * one typo away, of 9+ two): `exact` is false and `suggestion` is the search spelled as the
 * catalogue spells it ("nintedo" → "nintendo"), or null when there are no near misses either.
 */
export interface SearchOutcome {
  exact: boolean;
  suggestion: string | null;
}

/** GET /api/bolo-items (the paid directory). */
export interface ItemListResponse {
  items: BoloItem[];
  pagination: Pagination;
  /** Present when the query had a search. */
  search?: SearchOutcome;
}

/** One option of a facet and how many items choosing it would give (with the other filters and the search applied). */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * GET /api/bolo-items/facets: counts for every option of every filter, disjunctive as
 * catalogue search engines count them: an option's count applies every other filter and the
 * search, but not its own filter's current choice, so choosing it gives exactly that many.
 * (Subcategories are counted within the chosen category; buyMax and profitMin count each
 * offered step.) `total` is the count with every filter applied.
 */
export interface DirectoryFacets {
  total: number;
  category: FacetCount[];
  subcategory: FacetCount[];
  platform: FacetCount[];
  source: FacetCount[];
  buyMax: FacetCount[];
  profitMin: FacetCount[];
  search?: SearchOutcome;
}

/** GET /api/bolo-items/count (public): published items. */
export interface CountResponse {
  count: number;
}
