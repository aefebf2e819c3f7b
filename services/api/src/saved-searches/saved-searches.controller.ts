import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  SAVED_SEARCH_MESSAGES,
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
  type SavedSearch,
  type SavedSearchCreateInput,
  type SavedSearchList,
  type SavedSearchUpdateInput,
} from '@bolo/contracts';
import { DirectoryMember } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { RowIdPipe } from '../http/row-id.pipe';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import type { UserRecord } from '../users/user-record';
import { SavedSearchesService } from './saved-searches.service';

/** Saved searches are for members with directory access: they match the directory's finds. */
@Controller('saved-searches')
@DirectoryMember()
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get()
  list(@CurrentUser() user: UserRecord): Promise<SavedSearchList> {
    return this.searches.list(user);
  }

  @Post()
  create(@CurrentUser() user: UserRecord, @Body(new ZodValidationPipe(savedSearchCreateSchema)) input: SavedSearchCreateInput): Promise<SavedSearch> {
    return this.searches.create(user, input);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: UserRecord,
    @Param('id', new RowIdPipe(SAVED_SEARCH_MESSAGES.invalidId)) id: number,
    @Body(new ZodValidationPipe(savedSearchUpdateSchema)) input: SavedSearchUpdateInput,
  ): Promise<SavedSearch> {
    return this.searches.update(user, id, input);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() user: UserRecord, @Param('id', new RowIdPipe(SAVED_SEARCH_MESSAGES.invalidId)) id: number): Promise<{ message: string }> {
    await this.searches.delete(user, id);
    return { message: SAVED_SEARCH_MESSAGES.deleted };
  }
}
