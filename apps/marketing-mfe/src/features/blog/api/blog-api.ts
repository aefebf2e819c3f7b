// The public blog's calls (issue 18). The page definitions (../pages.ts) dispatch the same
// endpoints with the same arguments on the server, so the first HTML and the hydrated page
// read one cache entry. Every read carries the 'Blog' tag: the back office's post writes
// (same store) invalidate it.
import type { BlogListResponse, BlogPost } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

export interface BlogListArgs {
  page: number;
  /** Left out for every category. */
  category?: string;
}

export const blogApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getBlogPosts: build.query<BlogListResponse, BlogListArgs>({
      query: ({ page, category }) => ({ url: '/blog/posts', params: category ? { page, category } : { page } }),
      providesTags: [{ type: 'Blog', id: 'LIST' }],
    }),
    getBlogPost: build.query<BlogPost, string>({
      query: (slug) => `/blog/posts/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Blog', id: slug }],
    }),
    countBlogPostView: build.mutation<unknown, string>({
      query: (slug) => ({ url: `/blog/posts/${encodeURIComponent(slug)}/views`, method: 'POST' }),
      // A lost view is not worth a second request (nor a second count).
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery, useCountBlogPostViewMutation } = blogApi;
