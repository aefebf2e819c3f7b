import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  BLOG_MESSAGES,
  BLOG_PAGE_SIZE,
  BLOG_RELATED_LIMIT,
  BLOG_VIEW_WINDOW_SECONDS,
  isBlogSlug,
  type BlogListQuery,
  type BlogListResponse,
  type BlogPost,
  type BlogSitemapResponse,
} from '@bolo/contracts';
import { BlogPostsRepository } from '@bolo/db';
import { REDIS, SERVER_CONFIG } from '@bolo/server-kit';
import type Redis from 'ioredis';
import { createHmac } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { renderMarkdown } from './markdown';
import { toBlogSummary } from './blog-view';

/** sitemap.xml holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 50_000;

const notFound = () => new NotFoundException({ message: BLOG_MESSAGES.notFound });

/** Who is reading, for counting views: the signed-in member, else the browser's address and user agent. */
export interface BlogVisitor {
  userId?: number;
  ip: string;
  userAgent: string;
}

/**
 * The public blog (issue 18): published posts only, whoever asks, and nothing in an answer
 * depends on who asks (the routes are cacheable by shared caches). Content is rendered from the
 * markdown and sanitized on every read.
 */
@Injectable()
export class BlogService {
  constructor(
    private readonly posts: BlogPostsRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVER_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Published posts newest first, BLOG_PAGE_SIZE a page; a page past the end is an empty list. */
  async list({ page, category }: BlogListQuery): Promise<BlogListResponse> {
    const [{ rows, total }, categories] = await Promise.all([
      this.posts.publishedPage({ category, limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE }),
      this.posts.publishedCategories(),
    ]);
    const totalPages = Math.ceil(total / BLOG_PAGE_SIZE);
    return { posts: rows.map(toBlogSummary), pagination: { page, total, totalPages, hasMore: page < totalPages }, categories };
  }

  /** A published post with its HTML and up to three newer-first posts of its category; 404 otherwise. */
  async bySlug(slug: string): Promise<BlogPost> {
    if (!isBlogSlug(slug)) throw notFound();
    const row = await this.posts.findPublishedBySlug(slug);
    if (!row) throw notFound();
    const related = await this.posts.related(row.category, row.id, BLOG_RELATED_LIMIT);
    return {
      ...toBlogSummary(row),
      contentHtml: renderMarkdown(row.content),
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      keywords: row.keywords,
      related: related.map(toBlogSummary),
    };
  }

  async sitemap(): Promise<BlogSitemapResponse> {
    const rows = await this.posts.sitemap(SITEMAP_LIMIT);
    return { posts: rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() })) };
  }

  /**
   * Counts a view of a published post once per visitor per BLOG_VIEW_WINDOW_SECONDS: the first
   * call sets a Redis key (SET NX with that expiry) and adds one to the post's views; repeats
   * within the window change nothing. 404 for drafts and unknown slugs.
   */
  async countView(slug: string, visitor: BlogVisitor): Promise<void> {
    if (!isBlogSlug(slug)) throw notFound();
    const id = await this.posts.publishedIdBySlug(slug);
    if (id === null) throw notFound();
    const first = await this.redis.set(this.viewKey(id, visitor), '1', 'EX', BLOG_VIEW_WINDOW_SECONDS, 'NX');
    if (first === 'OK') await this.posts.addView(id);
  }

  /**
   * One key per post and visitor. An anonymous visitor is an HMAC of address and user agent
   * (keyed with the session secret), so Redis never holds an address in the clear.
   */
  private viewKey(postId: number, visitor: BlogVisitor): string {
    const who =
      visitor.userId !== undefined
        ? `u${visitor.userId}`
        : `a${createHmac('sha256', this.config.sessionSecret).update(`${visitor.ip}\n${visitor.userAgent}`).digest('base64url').slice(0, 32)}`;
    return `${this.config.redisKeyPrefix}blog-view:${postId}:${who}`;
  }
}
