import type { PublicUser } from '../access/user';
import type { BoloItem } from '../items/types';
import type { Pagination } from '../pagination/types';

/** A row of GET /api/admin/users: the public user plus when the account was created (ISO string). */
export type AdminUserRow = PublicUser & { createdAt: string };

/** GET /api/admin/users: newest accounts first; `total` counts every account. */
export interface AdminUsersResponse {
  users: AdminUserRow[];
  total: number;
}

/** The admin item list's pagination: the directory's without `hasMore`. */
export type AdminItemsPagination = Pick<Pagination, 'total' | 'totalPages' | 'page' | 'limit'>;

/** GET /api/admin/bolo-items: every item, drafts included, in directory order. */
export interface AdminItemsResponse {
  items: BoloItem[];
  pagination: AdminItemsPagination;
}
