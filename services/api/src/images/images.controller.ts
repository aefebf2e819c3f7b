import { BadRequestException, Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { isAdmin } from '@bolo/contracts';
import type { Request, Response } from 'express';
import { ItemIdPipe } from '../http/item-id.pipe';
import { etagMatches } from './etag';
import { ItemImagesReader } from './item-images.reader';

const IMAGE_NOT_FOUND = 'Image not found';

@Controller('images')
export class ImagesController {
  constructor(private readonly images: ItemImagesReader) {}

  /**
   * Item pictures. Published items' pictures are public (the visitors' blurred preview shows
   * them); a draft's only to admins and its creator, and 404 to anyone else.
   */
  @Get('bolo-items/:id')
  async itemImage(
    @Param('id', ItemIdPipe) id: number,
    @Query('size') size: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (size !== undefined && size !== 'card' && size !== 'original') {
      throw new BadRequestException({ message: "size must be 'card' or 'original'" });
    }
    const meta = await this.images.metadata(id, size === 'card');
    if (!meta) throw new NotFoundException({ message: IMAGE_NOT_FOUND });
    const isPublic = meta.status === 'published';
    if (!isPublic) {
      const viewer = await this.images.viewer(req);
      if (!viewer || (!isAdmin(viewer) && viewer.id !== meta.createdBy)) throw new NotFoundException({ message: IMAGE_NOT_FOUND });
    }

    // A draft's picture must not land in a shared cache.
    res.setHeader('Cache-Control', `${isPublic ? 'public' : 'private'}, max-age=3600`);
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
