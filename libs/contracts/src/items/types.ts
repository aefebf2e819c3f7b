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

/** GET /api/bolo-items (the paid directory). */
export interface ItemListResponse {
  items: BoloItem[];
  pagination: Pagination;
}

/** GET /api/bolo-items/count (public): published items. */
export interface CountResponse {
  count: number;
}
