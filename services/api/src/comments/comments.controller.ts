import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES, commentsPageQuerySchema, createCommentSchema, reportSchema, voteSchema } from '@bolo/contracts';
import type { CommentActionResult, CommentPage, CommentReportResult, CommentView, CommentVoteResult, CreateCommentInput } from '@bolo/contracts';
import type { Response } from 'express';
import type { z } from 'zod';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ItemIdPipe } from '../http/item-id.pipe';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import type { UserRecord } from '../users/user-record';
import { PictureUploadInterceptor } from '../http/picture-upload.interceptor';
import { CommentIdPipe } from './comment-id.pipe';
import { CommentsService } from './comments.service';

/** Item comments (member-side §7). Signed in; the item's own access rule decides the rest. */

// Two text fields (boloItemId, content: 1000 characters, up to 4 bytes each in UTF-8) and one picture.
const CommentFormUpload = PictureUploadInterceptor({ fields: 4, fieldSize: COMMENT_MAX_LENGTH * 4 + 1024, tooLargeMessage: COMMENT_MESSAGES.fileTooLarge.description });
@Controller('comments')
@SignedIn()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  /** `?page=` (from 1) and `limit` (default COMMENTS_PAGE_SIZE): CommentPage, newest first. */
  @Get(':boloItemId')
  list(
    @Param('boloItemId', ItemIdPipe) itemId: number,
    @Query(new ZodValidationPipe(commentsPageQuerySchema)) query: z.output<typeof commentsPageQuerySchema>,
    @CurrentUser() user: UserRecord,
  ): Promise<CommentPage> {
    return this.comments.page(itemId, user, query);
  }

  /** Multipart (boloItemId, content, optional file "image") or JSON without a picture: 201 with the comment. */
  @Post()
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @UseInterceptors(CommentFormUpload)
  create(
    @Body(new ZodValidationPipe(createCommentSchema)) input: CreateCommentInput,
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentUser() user: UserRecord,
  ): Promise<CommentView> {
    return this.comments.create(input, file?.buffer, user);
  }

  /** The same vote again removes it, the other one switches it. */
  @Post(':id/vote')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  vote(
    @Param('id', CommentIdPipe) id: number,
    @Body(new ZodValidationPipe(voteSchema)) { voteType }: z.output<typeof voteSchema>,
    @CurrentUser() user: UserRecord,
  ): Promise<CommentVoteResult> {
    return this.comments.vote(id, voteType, user);
  }

  /** 201 for a new report, 200 when this member had reported it already. */
  @Post(':id/report')
  @Header('Cache-Control', 'no-store')
  async report(
    @Param('id', CommentIdPipe) id: number,
    @Body(new ZodValidationPipe(reportSchema)) { reason }: z.output<typeof reportSchema>,
    @CurrentUser() user: UserRecord,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CommentReportResult> {
    const result = await this.comments.report(id, reason, user);
    res.status(result.alreadyReported ? 200 : 201);
    return result;
  }

  @Delete(':id')
  @Header('Cache-Control', 'no-store')
  delete(@Param('id', CommentIdPipe) id: number, @CurrentUser() user: UserRecord): Promise<CommentActionResult> {
    return this.comments.deleteOwn(id, user);
  }
}
