import { z } from 'zod';
import { DIRECTORY_MESSAGES } from '../items/messages';
import { ADMIN_ITEMS_PAGE_SIZE } from './constants';
import { blankToUndefined, checkSubcategory, listQueryShape } from '../items/list-query';

export const ADMIN_ITEM_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type AdminItemStatusFilter = (typeof ADMIN_ITEM_STATUS_FILTERS)[number];

/** GET /api/admin/bolo-items: the directory filters plus a publication status ('all' when blank). */
export const adminItemListQuerySchema = z
  .object({
    ...listQueryShape(ADMIN_ITEMS_PAGE_SIZE),
    status: z.preprocess(
      blankToUndefined,
      z.enum(ADMIN_ITEM_STATUS_FILTERS, { error: DIRECTORY_MESSAGES.statusInvalid }).default('all'),
    ),
  })
  .superRefine(checkSubcategory);
export type AdminItemListQuery = z.output<typeof adminItemListQuerySchema>;
