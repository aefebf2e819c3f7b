// The shared API with the back office's cache tags, registered here once for every feature.
//
// - ADMIN_ITEMS_TAG: the admin item lists (dashboard, /admin/manage-items) and the dashboard's
//   stats, which count items.
// - ADMIN_USER_TAG: every cached read of accounts (the users list and detail, the dashboard's
//   recent users and stats); every account write invalidates the whole type.
// - 'Items' (declared in @bolo/web): every member-side read of items (directory list, item
//   detail, count). Item writes invalidate the whole type (admin-side §7: "Refreshes
//   /api/bolo-items and /api/admin/bolo-items caches").
import { api } from '@bolo/web';

export const ADMIN_ITEMS_TAG = { type: 'AdminItems', id: 'LIST' } as const;
export const ADMIN_USER_TAG = 'AdminUser' as const;
export const MEMBER_ITEMS_TAG = 'Items' as const;
/** The member's saved lists (/my-bolos) show items too (tag of member-mfe's saved-bolos api). */
export const SAVED_LIST_TAG = { type: 'Saved', id: 'LIST' } as const;
/** What every successful item write (create, edit, publish, unpublish, delete, import) invalidates. */
export const ITEM_WRITE_TAGS = [ADMIN_ITEMS_TAG, MEMBER_ITEMS_TAG, SAVED_LIST_TAG];

export const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminItems', ADMIN_USER_TAG] });
