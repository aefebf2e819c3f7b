// /admin/blog's filters in the address: ?status=, ?search=, ?page= (defaults left out), read and
// written by the shared address codec of @bolo/contracts (issue 20).
import { ADMIN_BLOG_PAGE_SIZE, ADMIN_BLOG_STATUS_FILTERS, BLOG_LIMITS, choiceField, listAddressCodec, pageField, textField } from '@bolo/contracts';
import type { AddressState, AdminBlogStatusFilter } from '@bolo/contracts';
import type { AdminBlogListArgs } from '../api/blog-admin-api';

/** In the order they are written to the address. */
const BLOG_LIST_FIELDS = {
  status: choiceField(ADMIN_BLOG_STATUS_FILTERS, 'all'),
  search: textField(BLOG_LIMITS.searchMax),
  page: pageField(),
};

export type BlogListFilters = AddressState<typeof BLOG_LIST_FIELDS>;

const blogListAddress = listAddressCodec(BLOG_LIST_FIELDS);

export const BLOG_STATUS_OPTIONS: ReadonlyArray<{ value: AdminBlogStatusFilter; label: string }> = [
  { value: 'all', label: 'All Posts' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
];

/** Lenient per field: anything unknown falls back to its default. */
export function readBlogListFilters(params: URLSearchParams): BlogListFilters {
  return blogListAddress.read(params);
}

/** The address for these filters; parameters of `base` that are not filters are kept. */
export function writeBlogListFilters(filters: BlogListFilters, base?: URLSearchParams): URLSearchParams {
  return new URLSearchParams(blogListAddress.write(filters, base));
}

export function adminBlogListArgs(filters: BlogListFilters): AdminBlogListArgs {
  const args: AdminBlogListArgs = { page: filters.page, limit: ADMIN_BLOG_PAGE_SIZE };
  const search = filters.search.trim();
  if (search) args.search = search;
  if (filters.status !== 'all') args.status = filters.status;
  return args;
}

/** 'Mar 5, 2025', or '—' for a post never published. */
export function formatAdminDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—';
}
