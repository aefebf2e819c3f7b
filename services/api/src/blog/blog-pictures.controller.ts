import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { BLOG_MESSAGES, isAdmin } from '@bolo/contracts';
import { BlogPostsRepository, UsersRepository } from '@bolo/db';
import type { Request, Response } from 'express';
import { etagMatches } from '../images/etag';
import '../session/session-data';
import { BlogIdPipe } from './blog-id.pipe';
import { pictureVersion } from './blog-view';

const imageNotFound = () => new NotFoundException({ message: BLOG_MESSAGES.imageNotFound });

/**
 * A post's featured picture (issue 18): only the worker's 1200x630 variant, never the uploaded
 * original. A published post's picture is public, and at its versioned address (`?v=`, what
 * `featuredImage` gives) cached for a year, since a new picture gets a new address; a draft's
 * only to admins, private, and 404 to anyone else.
 */
@Controller('images/blog')
export class BlogPicturesController {
  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly users: UsersRepository,
  ) {}

  @Get(':id')
  async picture(@Param('id', BlogIdPipe) id: number, @Query('v') version: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const meta = await this.posts.pictureMetadata(id);
    if (!meta) throw imageNotFound();
    const isPublic = meta.status === 'published';
    if (!isPublic) {
      const userId = req.session?.userId;
      const viewer = userId === undefined ? null : await this.users.findById(userId);
      if (!isAdmin(viewer) || viewer?.disabledAt) throw imageNotFound();
    }

    const current = version === pictureVersion(meta.checksum);
    res.setHeader('Cache-Control', !isPublic ? 'private, no-cache' : current ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    const etag = `"${meta.checksum}-blog"`;
    res.setHeader('ETag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    const bytes = await this.posts.pictureBytes(id);
    if (!bytes) throw imageNotFound(); // replaced or deleted in between
    res.setHeader('Content-Type', meta.contentType);
    res.setHeader('Content-Length', String(bytes.length));
    res.status(200).end(bytes);
  }
}
