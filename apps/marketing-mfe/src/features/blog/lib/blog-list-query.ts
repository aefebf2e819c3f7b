// The public list's address: ?category= and ?page= (defaults left out, so /blog is /blog). One
// reading serves the server's data load, the page's hook and the links, so they always agree.
import { BLOG_LIMITS, MAX_PAGE } from '@bolo/contracts';
import type { BlogListArgs } from '../api/blog-api';

export const BLOG_PATH = '/blog';

/** Lenient: a page that is not a whole number from 1 is page 1; a blank or overlong category is none. */
export function blogListArgs(search: URLSearchParams | string): BlogListArgs {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawPage = params.get('page') ?? '';
  const page = /^[0-9]{1,6}$/.test(rawPage) && Number(rawPage) >= 1 && Number(rawPage) <= MAX_PAGE ? Number(rawPage) : 1;
  const category = (params.get('category') ?? '').trim();
  return category && category.length <= BLOG_LIMITS.categoryMax ? { page, category } : { page };
}

/** The list's address for these arguments: '/blog', '/blog?category=Thrifting&page=2'. */
export function blogListPath({ page, category }: BlogListArgs): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${BLOG_PATH}?${query}` : BLOG_PATH;
}
