import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { savedListQuerySchema } from '@bolo/contracts';
import type { Pagination, SavedListQuery } from '@bolo/contracts';
import type { Response } from 'express';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ItemIdPipe } from '../http/item-id.pipe';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import type { UserRecord } from '../users/user-record';
import { SaveBoloInput, saveBoloSchema } from './save-bolo.schema';
import { SavedBolosService, SavedItem } from './saved-bolos.service';

interface SaveAnswer {
  message: string;
  boloItemId: number;
  isSaved: boolean;
}

@Controller('saved-bolos')
@SignedIn()
export class SavedBolosController {
  constructor(private readonly saved: SavedBolosService) {}

  @Get()
  list(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(savedListQuerySchema)) query: SavedListQuery,
  ): Promise<{ items: SavedItem[]; pagination: Pagination }> {
    return this.saved.list(user, query);
  }

  @Get('check/:id')
  async check(@CurrentUser() user: UserRecord, @Param('id', ItemIdPipe) id: number): Promise<{ isSaved: boolean }> {
    return { isSaved: await this.saved.isSaved(user, id) };
  }

  /** 201 when newly saved, 200 when it already was (same body either way). */
  @Post()
  async save(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(saveBoloSchema)) { boloItemId }: SaveBoloInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SaveAnswer> {
    const created = await this.saved.save(user, boloItemId);
    res.status(created ? 201 : 200);
    return { message: 'BOLO saved', boloItemId, isSaved: true };
  }

  @Delete(':id')
  async remove(@CurrentUser() user: UserRecord, @Param('id', ItemIdPipe) id: number): Promise<SaveAnswer> {
    await this.saved.remove(user, id);
    return { message: 'BOLO removed', boloItemId: id, isSaved: false };
  }
}
