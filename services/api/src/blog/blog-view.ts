import { blogImagePath, type AdminBlogListItem, type AdminBlogPost, type BlogPostSummary } from '@bolo/contracts';
import type { BlogPostRow, BlogPostSummaryRow } from '@bolo/db';

/** The picture's version in its address: the start of its checksum, so a new picture is a new address. */
export const pictureVersion = (checksum: string): string => checksum.slice(0, 16);

/** The featured picture's address once the worker has made it, else null. */
export function featuredImageOf(row: Pick<BlogPostSummaryRow, 'id' | 'imageState' | 'imageChecksum'>): string | null {
  return row.imageState === 'ready' && row.imageChecksum ? blogImagePath(row.id, pictureVersion(row.imageChecksum)) : null;
}

export function toBlogSummary(row: BlogPostSummaryRow): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags,
    author: row.author,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
    readTime: row.readTime,
    views: row.views,
    featuredImage: featuredImageOf(row),
  };
}

export function toAdminBlogListItem(row: BlogPostSummaryRow): AdminBlogListItem {
  return {
    ...toBlogSummary(row),
    status: row.status,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    createdAt: row.createdAt.toISOString(),
    imagePending: row.imageState === 'pending',
  };
}

export function toAdminBlogPost(row: BlogPostRow): AdminBlogPost {
  return { ...toAdminBlogListItem(row), content: row.content };
}
