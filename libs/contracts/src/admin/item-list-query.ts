import { z } from 'zod';
import { DIRECTORY_MESSAGES } from '../items/messages';
import { ADMIN_ITEMS_PAGE_SIZE } from './constants';
import { blankToUndefined, checkSubcategory, listQueryShape } from '../items/list-query';

export const ADMIN_ITEM_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type AdminItemStatusFilter = (typeof ADMIN_ITEM_STATUS_FILTERS)[number];

/** Who created the items listed: anyone, or members only ('proposals': created by a non-admin). */
export const ADMIN_ITEM_ORIGIN_FILTERS = ['all', 'proposals'] as const;
export type AdminItemOriginFilter = (typeof ADMIN_ITEM_ORIGIN_FILTERS)[number];
export const ORIGIN_FILTER_INVALID = `origin must be one of ${ADMIN_ITEM_ORIGIN_FILTERS.join(', ')}`;

/** GET /api/admin/bolo-items: the directory filters plus a publication status and an origin ('all' when blank). */
export const adminItemListQuerySchema = z
  .object({
    ...listQueryShape(ADMIN_ITEMS_PAGE_SIZE),
    status: z.preprocess(
      blankToUndefined,
      z.enum(ADMIN_ITEM_STATUS_FILTERS, { error: DIRECTORY_MESSAGES.statusInvalid }).default('all'),
    ),
    origin: z.preprocess(blankToUndefined, z.enum(ADMIN_ITEM_ORIGIN_FILTERS, { error: ORIGIN_FILTER_INVALID }).default('all')),
  })
  .superRefine(checkSubcategory);
export type AdminItemListQuery = z.output<typeof adminItemListQuerySchema>;
