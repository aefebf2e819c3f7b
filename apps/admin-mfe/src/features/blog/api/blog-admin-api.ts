// The back office's blog calls (issue 18). Every read of posts, public or back office, carries
// the 'Blog' tag (declared in @bolo/web); a successful write invalidates the whole type, so the
// list, the dashboard's latest posts and any public page of the blog cached in this store are
// read again.
import type { AdminBlogListResponse, AdminBlogPost, AdminBlogStatusFilter, AdminBlogWriteResponse, BlogDeleteResponse, BlogListResponse, BlogPreviewResponse } from '@bolo/contracts';
import { INJECT_ONCE } from '@bolo/web';
import { adminApi } from '../../../shared/api/admin-api';

export interface AdminBlogListArgs {
  page: number;
  limit?: number;
  search?: string;
  /** Left out for 'all'. */
  status?: Exclude<AdminBlogStatusFilter, 'all'>;
}

const BLOG_TAG = 'Blog' as const;
const writeTags = (_result: unknown, error: unknown) => (error ? [] : [BLOG_TAG]);
// A write that failed after reaching the server must not be sent twice.
const NO_RETRY = { maxRetries: 0 };

export const blogAdminApi = adminApi.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getAdminBlogPosts: build.query<AdminBlogListResponse, AdminBlogListArgs>({
      query: (params) => ({ url: '/admin/blog', params: { ...params } }),
      providesTags: [{ type: BLOG_TAG, id: 'ADMIN_LIST' }],
    }),
    getAdminBlogPost: build.query<AdminBlogPost, number>({
      query: (id) => `/admin/blog/${id}`,
      providesTags: (_result, _error, id) => [{ type: BLOG_TAG, id: `admin-${id}` }],
      // The editor always starts from the stored post.
      keepUnusedDataFor: 0,
    }),
    /** The published posts' categories, offered when a post's category is typed (one spelling per category). */
    getBlogCategoryNames: build.query<string[], void>({
      query: () => ({ url: '/blog/posts', params: { page: 1 } }),
      transformResponse: (response: BlogListResponse) => response.categories.map((category) => category.name),
      providesTags: [{ type: BLOG_TAG, id: 'CATEGORIES' }],
    }),
    createAdminBlogPost: build.mutation<AdminBlogWriteResponse, FormData>({
      query: (body) => ({ url: '/admin/blog', method: 'POST', body }),
      invalidatesTags: writeTags,
      extraOptions: NO_RETRY,
    }),
    updateAdminBlogPost: build.mutation<AdminBlogWriteResponse, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ url: `/admin/blog/${id}`, method: 'PUT', body }),
      invalidatesTags: writeTags,
      extraOptions: NO_RETRY,
    }),
    deleteAdminBlogPost: build.mutation<BlogDeleteResponse, number>({
      query: (id) => ({ url: `/admin/blog/${id}`, method: 'DELETE' }),
      invalidatesTags: writeTags,
      extraOptions: NO_RETRY,
    }),
    previewAdminBlogPost: build.mutation<BlogPreviewResponse, string>({
      query: (content) => ({ url: '/admin/blog/preview', method: 'POST', body: { content } }),
      extraOptions: NO_RETRY,
    }),
  }),
});

export const {
  useGetAdminBlogPostsQuery,
  useGetAdminBlogPostQuery,
  useGetBlogCategoryNamesQuery,
  useCreateAdminBlogPostMutation,
  useUpdateAdminBlogPostMutation,
  useDeleteAdminBlogPostMutation,
  usePreviewAdminBlogPostMutation,
} = blogAdminApi;
