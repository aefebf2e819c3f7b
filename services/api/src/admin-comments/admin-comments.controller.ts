import { Controller, Delete, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { adminCommentsQuerySchema } from '@bolo/contracts';
import type { AdminComment, AdminCommentsQuery, AdminCommentsResponse, CommentActionResult } from '@bolo/contracts';
import { AdminOnly } from '../auth/access.decorators';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { CommentIdPipe } from '../comments/comment-id.pipe';
import { AdminCommentsService } from './admin-comments.service';

/** The back office's comment moderation (admin-side §7): admins only. */
@Controller('admin/comments')
@AdminOnly()
export class AdminCommentsController {
  constructor(private readonly moderation: AdminCommentsService) {}

  @Get('reported')
  @Header('Cache-Control', 'private, no-store')
  reported(): Promise<AdminComment[]> {
    return this.moderation.reported();
  }

  /** `?page=` (from 1) and `limit` (default ADMIN_COMMENTS_PAGE_SIZE): `{ comments, total }`, newest first. */
  @Get()
  @Header('Cache-Control', 'private, no-store')
  list(@Query(new ZodValidationPipe(adminCommentsQuerySchema)) query: AdminCommentsQuery): Promise<AdminCommentsResponse> {
    return this.moderation.list(query);
  }

  @Delete(':id')
  @Header('Cache-Control', 'no-store')
  delete(@Param('id', CommentIdPipe) id: number): Promise<CommentActionResult> {
    return this.moderation.delete(id);
  }

  @Post(':id/clear-report')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  clearReport(@Param('id', CommentIdPipe) id: number): Promise<CommentActionResult> {
    return this.moderation.clearReport(id);
  }
}
