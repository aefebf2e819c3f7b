import { MAX_PAGE, MAX_PAGE_LIMIT, MESSAGES } from '@bolo/contracts';
import { z } from 'zod';

const ADMIN_USERS_PAGE_SIZE = 20;

const intParam = (fallback: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' && /^[0-9]+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }),
  );

/** GET /api/admin/users: newest first, 20 per page by default, at most 100. */
export const adminUsersQuerySchema = z.object({
  page: intParam(1, MAX_PAGE, MESSAGES.directory.pageInvalid),
  limit: intParam(ADMIN_USERS_PAGE_SIZE, MAX_PAGE_LIMIT, MESSAGES.directory.limitInvalid),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
