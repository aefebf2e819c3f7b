import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { saveBoloSchema, SAVED_MESSAGES, savedListQuerySchema } from '@bolo/contracts';
import type { SaveBoloInput, SaveBoloResponse, SavedCheck, SavedListQuery, SavedListResponse } from '@bolo/contracts';
import type { Response } from 'express';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ItemIdPipe } from '../http/item-id.pipe';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import type { UserRecord } from '../users/user-record';
import { SavedBolosService } from './saved-bolos.service';

@Controller('saved-bolos')
@SignedIn()
export class SavedBolosController {
  constructor(
    private readonly saved: SavedBolosService,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  list(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(savedListQuerySchema)) query: SavedListQuery,
  ): Promise<SavedListResponse> {
    return this.saved.list(user, query);
  }

  @Get('check/:id')
  async check(@CurrentUser() user: UserRecord, @Param('id', ItemIdPipe) id: number): Promise<SavedCheck> {
    return { isSaved: await this.saved.isSaved(user, id) };
  }

  /** 201 when newly saved, 200 when it already was (same body either way). */
  @Post()
  async save(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(saveBoloSchema)) { boloItemId }: SaveBoloInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SaveBoloResponse> {
    await this.limiter.spendMemberBudget('saves', user);
    const created = await this.saved.save(user, boloItemId);
    res.status(created ? 201 : 200);
    return { message: SAVED_MESSAGES.saveConfirmed, boloItemId, isSaved: true };
  }

  @Delete(':id')
  async remove(@CurrentUser() user: UserRecord, @Param('id', ItemIdPipe) id: number): Promise<SaveBoloResponse> {
    await this.saved.remove(user, id);
    return { message: SAVED_MESSAGES.removeConfirmed, boloItemId: id, isSaved: false };
  }
}
