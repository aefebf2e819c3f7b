import { Body, Controller, Delete, Header, HttpCode, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { MESSAGES, itemStatusSchema, type ItemDeleteResponse, type ItemStatusBody, type ItemStatusResponse, type ItemWriteResponse } from '@bolo/contracts';
import { AdminOnly, SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ItemIdPipe } from '../http/item-id.pipe';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import type { UserRecord } from '../users/user-record';
import { PictureUploadInterceptor } from '../http/picture-upload.interceptor';
import { ItemWritesService } from './item-writes.service';

/**
 * Creating, editing, publishing and deleting items (admin-side §7): admins only, except that any
 * signed-in user may create, which from a member is a proposal (a draft on their saved list).
 */

// An item form: about 20 text fields (description up to 2000 characters) and one picture.
const ItemFormUpload = PictureUploadInterceptor({ fields: 30, fieldSize: 64 * 1024, tooLargeMessage: MESSAGES.admin.imageFileTooLarge });
@Controller('bolo-items')
export class ItemWritesController {
  constructor(private readonly writes: ItemWritesService) {}

  /** Multipart (picture in "image", or, for admins, an "imageUrl" to fetch) or JSON. */
  @Post('create')
  @SignedIn()
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @UseInterceptors(ItemFormUpload)
  create(@Body() body: unknown, @UploadedFile() file: Express.Multer.File | undefined, @CurrentUser() user: UserRecord): Promise<ItemWriteResponse> {
    return this.writes.create({ body, file: file?.buffer }, user);
  }

  /** Multipart when a new picture is sent, else JSON; `removeImage` drops the picture. */
  @Put(':id')
  @AdminOnly()
  @Header('Cache-Control', 'no-store')
  @UseInterceptors(ItemFormUpload)
  update(@Param('id', ItemIdPipe) id: number, @Body() body: unknown, @UploadedFile() file: Express.Multer.File | undefined): Promise<ItemWriteResponse> {
    return this.writes.update(id, { body, file: file?.buffer });
  }

  @Put(':id/status')
  @AdminOnly()
  @Header('Cache-Control', 'no-store')
  setStatus(@Param('id', ItemIdPipe) id: number, @Body(new ZodValidationPipe(itemStatusSchema)) { status }: ItemStatusBody): Promise<ItemStatusResponse> {
    return this.writes.setStatus(id, status);
  }

  @Delete(':id')
  @AdminOnly()
  @Header('Cache-Control', 'no-store')
  delete(@Param('id', ItemIdPipe) id: number): Promise<ItemDeleteResponse> {
    return this.writes.delete(id);
  }
}
