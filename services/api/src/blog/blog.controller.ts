import { Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { BLOG_PUBLIC_MAX_AGE_SECONDS, blogListQuerySchema, type BlogListQuery, type BlogListResponse, type BlogPost, type BlogSitemapResponse } from '@bolo/contracts';
import type { Request } from 'express';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { clientAddress, RateLimitPerIp } from '../rate-limit/rate-limit.guard';
import '../session/session-data';
import { BlogService } from './blog.service';

/** The same for everyone, so browsers and shared caches may keep it (and it never carries a cookie: cache-policy.middleware.ts). */
const PUBLIC = `public, max-age=${BLOG_PUBLIC_MAX_AGE_SECONDS}`;

/** The public blog (issue 18): no session needed, published posts only. */
@Controller('blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  /** `?page=` (from 1) and `category`: BlogListResponse, newest first. */
  @Get('posts')
  @Header('Cache-Control', PUBLIC)
  list(@Query(new ZodValidationPipe(blogListQuerySchema)) query: BlogListQuery): Promise<BlogListResponse> {
    return this.blog.list(query);
  }

  @Get('posts/:slug')
  @Header('Cache-Control', PUBLIC)
  post(@Param('slug') slug: string): Promise<BlogPost> {
    return this.blog.bySlug(slug);
  }

  /** Counts a view once per visitor per day; 204 whether counted or not. */
  @Post('posts/:slug/views')
  @HttpCode(204)
  @Header('Cache-Control', 'no-store')
  @RateLimitPerIp('blogViewsPerIp')
  async view(@Param('slug') slug: string, @Req() req: Request): Promise<void> {
    await this.blog.countView(slug, { userId: req.session?.userId, ip: clientAddress(req), userAgent: String(req.headers['user-agent'] ?? '') });
  }

  /** Every published post's slug and last change, for the web server's sitemap.xml. */
  @Get('sitemap')
  @Header('Cache-Control', `public, max-age=${5 * BLOG_PUBLIC_MAX_AGE_SECONDS}`)
  sitemap(): Promise<BlogSitemapResponse> {
    return this.blog.sitemap();
  }
}
