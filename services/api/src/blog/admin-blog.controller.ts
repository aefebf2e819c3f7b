import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  adminBlogListQuerySchema,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  blogPostWriteSchema,
  blogPreviewSchema,
  type AdminBlogListQuery,
  type AdminBlogListResponse,
  type AdminBlogPost,
  type AdminBlogWriteResponse,
  type BlogDeleteResponse,
  type BlogPostWrite,
  type BlogPreviewInput,
  type BlogPreviewResponse,
} from '@bolo/contracts';
import { AdminOnly } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { PictureUploadInterceptor } from '../http/picture-upload.interceptor';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import type { UserRecord } from '../users/user-record';
import { AdminBlogService } from './admin-blog.service';
import { BlogIdPipe } from './blog-id.pipe';
import { renderMarkdown } from './markdown';

// A post form: about 15 text fields (the markdown up to 100,000 characters, 4 bytes each at most) and one picture.
const BlogFormUpload = PictureUploadInterceptor({ fields: 20, fieldSize: BLOG_LIMITS.contentMax * 4 + 1024, tooLargeMessage: BLOG_MESSAGES.imageTooLarge });

/**
 * The back office's blog (issue 18): admins only. Writes are multipart (picture in "image", or an
 * "imageUrl") or JSON, checked with the shared `blogPostWriteSchema`.
 */
@Controller('admin/blog')
@AdminOnly()
export class AdminBlogController {
  constructor(private readonly blog: AdminBlogService) {}

  /** `?page=` (from 1), `limit`, `search`, `status` (all, draft, published): last change first. */
  @Get()
  @Header('Cache-Control', 'private, no-store')
  list(@Query(new ZodValidationPipe(adminBlogListQuerySchema)) query: AdminBlogListQuery): Promise<AdminBlogListResponse> {
    return this.blog.list(query);
  }

  /** The editor's live preview: the public renderer's sanitized HTML. */
  @Post('preview')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  preview(@Body(new ZodValidationPipe(blogPreviewSchema)) { content }: BlogPreviewInput): BlogPreviewResponse {
    return { html: renderMarkdown(content) };
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  get(@Param('id', BlogIdPipe) id: number): Promise<AdminBlogPost> {
    return this.blog.get(id);
  }

  @Post()
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @UseInterceptors(BlogFormUpload)
  create(
    @Body(new ZodValidationPipe(blogPostWriteSchema)) input: BlogPostWrite,
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentUser() admin: UserRecord,
  ): Promise<AdminBlogWriteResponse> {
    return this.blog.create(input, file?.buffer, admin);
  }

  @Put(':id')
  @Header('Cache-Control', 'no-store')
  @UseInterceptors(BlogFormUpload)
  update(
    @Param('id', BlogIdPipe) id: number,
    @Body(new ZodValidationPipe(blogPostWriteSchema)) input: BlogPostWrite,
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentUser() admin: UserRecord,
  ): Promise<AdminBlogWriteResponse> {
    return this.blog.update(id, input, file?.buffer, admin);
  }

  @Delete(':id')
  @Header('Cache-Control', 'no-store')
  delete(@Param('id', BlogIdPipe) id: number): Promise<BlogDeleteResponse> {
    return this.blog.delete(id);
  }
}
