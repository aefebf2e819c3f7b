// What the blog API answers (issue 18). Dates are ISO strings.
import type { BlogStatus } from './constants';

/** One post in a list: the public list, the related posts, and the card of a post. */
export interface BlogPostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  /** When the post was first published (null only for a draft never published). */
  publishedAt: string | null;
  updatedAt: string;
  /** Minutes, from the word count at BLOG_WORDS_PER_MINUTE, at least 1. */
  readTime: number;
  views: number;
  /** The featured picture's address (blogImagePath), or null (none, or not made yet). */
  featuredImage: string | null;
}

/** GET /api/blog/posts/{slug}: a published post with its rendered content. */
export interface BlogPost extends BlogPostSummary {
  /** Rendered from the markdown and sanitized by the server on every read; never stored HTML. */
  contentHtml: string;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
  /** Up to BLOG_RELATED_LIMIT other published posts of the same category, newest first. */
  related: BlogPostSummary[];
}

export interface BlogPagination {
  page: number;
  total: number;
  totalPages: number;
  hasMore: boolean;
}

/** A category of published posts, with how many there are. */
export interface BlogCategoryCount {
  name: string;
  count: number;
}

/** GET /api/blog/posts?page=&category=: published posts, newest first. */
export interface BlogListResponse {
  posts: BlogPostSummary[];
  pagination: BlogPagination;
  /** Every category of published posts (whatever the filter), by name. */
  categories: BlogCategoryCount[];
}

export interface BlogSitemapEntry {
  slug: string;
  updatedAt: string;
}

/** GET /api/blog/sitemap: every published post, for the web server's sitemap.xml. */
export interface BlogSitemapResponse {
  posts: BlogSitemapEntry[];
}

/** GET /api/admin/blog/{id}: every field, the markdown as written. */
export interface AdminBlogPost {
  id: number;
  title: string;
  slug: string;
  /** The markdown as written. */
  content: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  status: BlogStatus;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
  publishedAt: string | null;
  updatedAt: string;
  createdAt: string;
  readTime: number;
  views: number;
  /** The featured picture's address once the worker has made it (drafts' pictures: admins only). */
  featuredImage: string | null;
  /** A picture was uploaded or given by address and is still being prepared. */
  imagePending: boolean;
}

/** One row of the back office's table: the post without its content. */
export type AdminBlogListItem = Omit<AdminBlogPost, 'content'>;

/** GET /api/admin/blog?page=&search=&status=: newest change first. */
export interface AdminBlogListResponse {
  posts: AdminBlogListItem[];
  pagination: BlogPagination;
}

/** POST /api/admin/blog (201) and PUT /api/admin/blog/{id}. */
export interface AdminBlogWriteResponse {
  id: number;
  message: string;
  post: AdminBlogPost;
}

/** DELETE /api/admin/blog/{id}. */
export interface BlogDeleteResponse {
  id: number;
  message: string;
}

/** POST /api/admin/blog/preview: the editor's live preview, rendered like the public post. */
export interface BlogPreviewResponse {
  html: string;
}

/** The public page of a post. */
export const blogPostPath = (slug: string): string => `/blog/${slug}`;

/** Where a post's featured picture is served; `version` changes with the picture, so the address can be cached for long. */
export const blogImagePath = (postId: number, version: string): string => `/api/images/blog/${postId}?v=${version}`;
