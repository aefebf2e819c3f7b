import type { BoloItem } from '../items/types';
import type { Pagination } from '../pagination/types';

/** A saved item: the item as the directory shows it, plus when it was saved (ISO string). */
export type SavedItem = BoloItem & { savedAt: string };

/** GET /api/saved-bolos: newest save first. */
export interface SavedListResponse {
  items: SavedItem[];
  pagination: Pagination;
}

/**
 * POST /api/saved-bolos (201 when newly saved, 200 when it already was) and
 * DELETE /api/saved-bolos/:id: the same body either way.
 */
export interface SaveBoloResponse {
  message: string;
  boloItemId: number;
  isSaved: boolean;
}

/** GET /api/saved-bolos/check/:id. */
export interface SavedCheck {
  isSaved: boolean;
}
