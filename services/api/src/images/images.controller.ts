import { BadRequestException, Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ItemIdPipe } from '../http/item-id.pipe';
import { assertCanView } from '../items/item-access';
import type { UserRecord } from '../users/user-record';
import { etagMatches } from './etag';
import { ItemImagesReader, type ImageMetadata } from './item-images.reader';

const IMAGE_NOT_FOUND = 'Image not found';

@Controller('images')
export class ImagesController {
  constructor(private readonly images: ItemImagesReader) {}

  /**
   * An item's picture (the original, or its card with `size=card`) is part of the paid item, so
   * it goes to whoever may read the item (assertCanView: members, admins, the creator of a
   * draft, a lapsed member for a saved item): 401 to visitors, 403 SUBSCRIPTION_REQUIRED to other
   * accounts, 404 for a draft they may not see. Private to the browser's cache.
   */
  @Get('bolo-items/:id')
  @SignedIn()
  async itemImage(
    @Param('id', ItemIdPipe) id: number,
    @Query('size') size: unknown,
    @CurrentUser() user: UserRecord,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (size !== undefined && size !== 'card' && size !== 'original') {
      throw new BadRequestException({ message: "size must be 'card' or 'original'" });
    }
    const meta = await this.images.metadata(id, size === 'card' ? 'card' : 'original', user.id);
    if (!meta) throw new NotFoundException({ message: IMAGE_NOT_FOUND });
    // The same 404 message as for an item without a picture, so drafts cannot be probed.
    assertCanView(meta, user, IMAGE_NOT_FOUND);
    await this.send(id, meta, 'private, max-age=3600', req, res);
  }

  /**
   * The public teaser of a published item's picture (tiny, blurred by the worker): all the
   * visitors' preview shows. 404 for drafts and until the worker has made it; the sharp
   * picture never stands in for it.
   */
  @Get('bolo-items/:id/teaser')
  async teaser(@Param('id', ItemIdPipe) id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    const meta = await this.images.metadata(id, 'teaser');
    if (!meta || meta.status !== 'published') throw new NotFoundException({ message: IMAGE_NOT_FOUND });
    await this.send(id, meta, 'public, max-age=3600', req, res);
  }

  private async send(id: number, meta: ImageMetadata, cacheControl: string, req: Request, res: Response): Promise<void> {
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', meta.etag);
    if (etagMatches(req.headers['if-none-match'], meta.etag)) {
      res.status(304).end();
      return;
    }
    const bytes = await this.images.bytes(id, meta.variant);
    if (!bytes) throw new NotFoundException({ message: IMAGE_NOT_FOUND }); // replaced or deleted in between
    res.setHeader('Content-Type', meta.contentType);
    res.setHeader('Content-Length', String(bytes.length));
    res.status(200).end(bytes);
  }
}
