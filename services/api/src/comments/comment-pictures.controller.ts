import { Controller, Get, NotFoundException, Param, Res, Req } from '@nestjs/common';
import { COMMENT_API_MESSAGES } from '@bolo/contracts';
import type { Request, Response } from 'express';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { etagMatches } from '../images/etag';
import type { UserRecord } from '../users/user-record';
import { CommentIdPipe } from './comment-id.pipe';
import { CommentsService } from './comments.service';

/**
 * A comment's 180x180 picture: only the worker's variant, never the uploaded original. Comments
 * are part of the paid item page, so their pictures are for whoever may read the comment, and
 * private to the browser's cache.
 */
@Controller('images/comments')
@SignedIn()
export class CommentPicturesController {
  constructor(private readonly comments: CommentsService) {}

  @Get(':id')
  async picture(@Param('id', CommentIdPipe) id: number, @CurrentUser() user: UserRecord, @Req() req: Request, @Res() res: Response): Promise<void> {
    const meta = await this.comments.picture(id, user);
    const etag = `"${meta.checksum}-comment"`;
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.setHeader('ETag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    const bytes = await this.comments.pictureBytes(id);
    if (!bytes) throw new NotFoundException({ message: COMMENT_API_MESSAGES.imageNotFound }); // deleted in between
    res.setHeader('Content-Type', meta.contentType);
    res.setHeader('Content-Length', String(bytes.length));
    res.status(200).end(bytes);
  }
}
