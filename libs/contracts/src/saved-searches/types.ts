import type { DirectorySort } from '../items/constants';
import type { BoloItem } from '../items/types';
import type { Pagination } from '../pagination/types';
import type { Platform } from '../catalogue/options';
import type { AlertFrequency } from './constants';

/** The directory's search and filters a saved search keeps (its order too, to open it as it was saved). */
export interface SavedSearchQuery {
  search?: string;
  category?: string;
  subcategory?: string;
  platform?: string[];
  source?: string[];
  buyMax?: number;
  profitMin?: number;
  sort?: DirectorySort;
  netOn?: Platform;
}

/** GET /api/saved-searches (a member's own, newest first) and the answers of POST and PATCH. */
export interface SavedSearch {
  id: number;
  name: string;
  notify: AlertFrequency;
  query: SavedSearchQuery;
  /** The directory's address query for it (/directory?{queryString}). */
  queryString: string;
  createdAt: string;
}

export interface SavedSearchList {
  searches: SavedSearch[];
  limit: number;
}

/** One new match of a saved search: the find as a card, the search it matched, when. */
export interface SearchAlert {
  id: number;
  item: BoloItem;
  searchId: number;
  searchName: string;
  alertedAt: string;
  seen: boolean;
}

/** GET /api/alerts: a member's new matches, newest first (published finds only), and how many are not seen yet. */
export interface AlertListResponse {
  alerts: SearchAlert[];
  pagination: Pagination;
  unseen: number;
}

/** GET /api/alerts/count: the navigation's badge. */
export interface AlertCount {
  unseen: number;
}
