import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { storePackQuerySchema, storePackTraceSchema, type StorePackQuery, type StorePackTraceInput, type StorePackTraceResult } from '@bolo/contracts';
import { AdminOnly, DirectoryMember } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import type { UserRecord } from '../users/user-record';
import { StorePackService } from './store-pack.service';

@Controller()
export class StorePackController {
  constructor(private readonly packs: StorePackService) {}

  /**
   * The offline store pack for members with directory access: the whole published catalogue, or
   * with `since` what changed after that cursor. Never cached by anything between: each one is
   * marked for its account.
   */
  @Get('store-pack')
  @DirectoryMember()
  async pack(@Query(new ZodValidationPipe(storePackQuerySchema)) query: StorePackQuery, @CurrentUser() user: UserRecord, @Res() res: Response): Promise<void> {
    const pieces = await this.packs.pack(user, query.since);
    res.status(200).set({ 'Cache-Control': 'private, no-store', 'Content-Type': 'application/json; charset=utf-8' });
    for await (const piece of pieces) {
      if (res.destroyed) return; // the phone went away
      if (!res.write(piece)) await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
    }
    res.end();
  }

  /** Admins: which account a leaked pack came from. */
  @Post('admin/store-pack/trace')
  @HttpCode(200)
  @AdminOnly()
  trace(@Body(new ZodValidationPipe(storePackTraceSchema)) input: StorePackTraceInput): Promise<StorePackTraceResult> {
    return this.packs.trace(input);
  }
}
