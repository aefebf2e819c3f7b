import { Body, Controller, Delete, Header, HttpCode, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { itemStatusSchema, type ItemDeleteResponse, type ItemStatusBody, type ItemStatusResponse, type ItemWriteResponse } from '@bolo/contracts';
import { AdminOnly } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ItemIdPipe } from '../http/item-id.pipe';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import type { UserRecord } from '../users/user-record';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { ItemWritesService } from './item-writes.service';

/** Creating, editing, publishing and deleting items (admin-side §7): admins only. */
@Controller('bolo-items')
@AdminOnly()
export class ItemWritesController {
  constructor(private readonly writes: ItemWritesService) {}

  /** Multipart (picture in "image", or an "imageUrl" to fetch) or JSON. */
  @Post('create')
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @UseInterceptors(ImageUploadInterceptor)
  create(@Body() body: unknown, @UploadedFile() file: Express.Multer.File | undefined, @CurrentUser() admin: UserRecord): Promise<ItemWriteResponse> {
    return this.writes.create({ body, file: file?.buffer }, admin);
  }

  /** Multipart when a new picture is sent, else JSON; `removeImage` drops the picture. */
  @Put(':id')
  @Header('Cache-Control', 'no-store')
  @UseInterceptors(ImageUploadInterceptor)
  update(@Param('id', ItemIdPipe) id: number, @Body() body: unknown, @UploadedFile() file: Express.Multer.File | undefined): Promise<ItemWriteResponse> {
    return this.writes.update(id, { body, file: file?.buffer });
  }

  @Put(':id/status')
  @Header('Cache-Control', 'no-store')
  setStatus(@Param('id', ItemIdPipe) id: number, @Body(new ZodValidationPipe(itemStatusSchema)) { status }: ItemStatusBody): Promise<ItemStatusResponse> {
    return this.writes.setStatus(id, status);
  }

  @Delete(':id')
  @Header('Cache-Control', 'no-store')
  delete(@Param('id', ItemIdPipe) id: number): Promise<ItemDeleteResponse> {
    return this.writes.delete(id);
  }
}
