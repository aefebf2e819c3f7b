// The blog's query strings and small bodies (issue 18).
import { z } from 'zod';
import { intParam } from '../items/list-query';
import { DIRECTORY_MESSAGES } from '../items/messages';
import { MAX_PAGE, MAX_PAGE_LIMIT } from '../pagination/constants';
import { ADMIN_BLOG_PAGE_SIZE, ADMIN_BLOG_STATUS_FILTERS, BLOG_LIMITS } from './constants';
import { BLOG_MESSAGES as M } from './messages';

const blankToUndefined = (v: unknown) => {
  if (typeof v !== 'string') return v ?? undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
};

const page = intParam(1, 1, MAX_PAGE, DIRECTORY_MESSAGES.pageInvalid, DIRECTORY_MESSAGES.pageTooLarge);

/** GET /api/blog/posts: `page` from 1, optional `category` (a name of the categories list). */
export const blogListQuerySchema = z.object({
  page,
  category: z.preprocess(blankToUndefined, z.string({ error: M.categoryFilterTooLong }).max(BLOG_LIMITS.categoryMax, { error: M.categoryFilterTooLong }).optional()),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

/** GET /api/admin/blog: `page`, `limit` (default ADMIN_BLOG_PAGE_SIZE), `search` (title, slug, category, author), `status`. */
export const adminBlogListQuerySchema = z.object({
  page,
  limit: intParam(ADMIN_BLOG_PAGE_SIZE, 1, MAX_PAGE_LIMIT, DIRECTORY_MESSAGES.limitInvalid),
  search: z.preprocess(blankToUndefined, z.string({ error: M.searchTooLong }).max(BLOG_LIMITS.searchMax, { error: M.searchTooLong }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(ADMIN_BLOG_STATUS_FILTERS, { error: M.statusFilterInvalid }).default('all')),
});
export type AdminBlogListQuery = z.output<typeof adminBlogListQuerySchema>;

/** POST /api/admin/blog/preview: markdown (blank renders as ''). */
export const blogPreviewSchema = z.object({
  content: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: M.contentRequired }).max(BLOG_LIMITS.contentMax, { error: M.contentTooLong })),
});
export type BlogPreviewInput = z.output<typeof blogPreviewSchema>;
