import type { PublicUser } from '../access/user';
import type { BoloItem, ItemStatus } from '../items/types';
import type { Pagination } from '../pagination/types';
import type { AdminUser } from './user-management';

/** A row of GET /api/admin/users: the public user plus when the account was created (ISO string). */
export type AdminUserRow = PublicUser & { createdAt: string };

/** GET /api/admin/users: newest accounts first; `total` counts every account. */
export interface AdminUsersResponse {
  users: AdminUser[];
  total: number;
}

/** The admin item list's pagination: the directory's without `hasMore`. */
export type AdminItemsPagination = Pick<Pagination, 'total' | 'totalPages' | 'page' | 'limit'>;

/** An item in the back office: who proposed it, when a member did (admin-side §2: proposals appear as drafts). */
export type AdminItem = BoloItem & {
  createdBy: { id: number; username: string; name: string | null; isAdmin: boolean } | null;
};

/** GET /api/admin/bolo-items: every item, drafts included, newest change first. */
export interface AdminItemsResponse {
  items: AdminItem[];
  pagination: AdminItemsPagination;
}

/** POST /api/bolo-items/create and PUT /api/bolo-items/{id}: the item as stored. */
export interface ItemWriteResponse {
  id: number;
  image: string | null;
  message: string;
  item: AdminItem;
  /** True while the worker fetches a picture from the given image URL. */
  imagePending: boolean;
}

/** PUT /api/bolo-items/{id}/status. */
export interface ItemStatusResponse {
  id: number;
  status: ItemStatus;
  message: string;
}

/** DELETE /api/bolo-items/{id}. */
export interface ItemDeleteResponse {
  id: number;
  message: string;
}
