// /admin/blog's filters in the address: ?status=, ?search=, ?page= (defaults left out).
import { ADMIN_BLOG_PAGE_SIZE, BLOG_LIMITS, MAX_PAGE } from '@bolo/contracts';
import type { AdminBlogStatusFilter } from '@bolo/contracts';
import type { AdminBlogListArgs } from '../api/blog-admin-api';

export interface BlogListFilters {
  status: AdminBlogStatusFilter;
  search: string;
  page: number;
}

export const BLOG_STATUS_OPTIONS: ReadonlyArray<{ value: AdminBlogStatusFilter; label: string }> = [
  { value: 'all', label: 'All Posts' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
];

export function readBlogListFilters(params: URLSearchParams): BlogListFilters {
  const rawStatus = params.get('status');
  const status: AdminBlogStatusFilter = rawStatus === 'published' || rawStatus === 'draft' ? rawStatus : 'all';
  const rawPage = params.get('page') ?? '';
  const page = /^[0-9]{1,6}$/.test(rawPage) && Number(rawPage) >= 1 && Number(rawPage) <= MAX_PAGE ? Number(rawPage) : 1;
  return { status, search: (params.get('search') ?? '').slice(0, BLOG_LIMITS.searchMax), page };
}

export function writeBlogListFilters(filters: BlogListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
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
