import { z } from 'zod';
import { intParam } from '../items/list-query';
import { DIRECTORY_MESSAGES } from '../items/messages';
import { MAX_PAGE, MAX_PAGE_LIMIT } from '../pagination/constants';
import { ADMIN_USERS_PAGE_SIZE } from './constants';
import { adminUserFiltersShape } from './user-management';

/**
 * GET /api/admin/users: 20 per page by default, at most 100, newest first unless sorted
 * otherwise, with the user-management filters (search, status, plan, role). Blank or 'all'
 * filters mean no filter; unknown keys are dropped.
 */
export const adminUsersQuerySchema = z.object({
  page: intParam(1, 1, MAX_PAGE, DIRECTORY_MESSAGES.pageInvalid, DIRECTORY_MESSAGES.pageTooLarge),
  limit: intParam(ADMIN_USERS_PAGE_SIZE, 1, MAX_PAGE_LIMIT, DIRECTORY_MESSAGES.limitInvalid),
  ...adminUserFiltersShape,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
