import { z } from 'zod';
import { ADMIN_ITEMS_PAGE_SIZE } from '../constants';
import { MESSAGES } from '../auth/messages';
import { checkSubcategory, listQueryShape } from '../items/list-query';

export const ADMIN_ITEM_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type AdminItemStatusFilter = (typeof ADMIN_ITEM_STATUS_FILTERS)[number];

/** GET /api/admin/bolo-items: the directory filters plus a publication status ('all' when blank). */
export const adminItemListQuerySchema = z
  .object({
    ...listQueryShape(ADMIN_ITEMS_PAGE_SIZE),
    status: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 'all' : typeof v === 'string' ? v.trim() : v),
      z.enum(ADMIN_ITEM_STATUS_FILTERS, { error: MESSAGES.directory.statusInvalid }),
    ),
  })
  .superRefine(checkSubcategory);
export type AdminItemListQuery = z.output<typeof adminItemListQuerySchema>;
