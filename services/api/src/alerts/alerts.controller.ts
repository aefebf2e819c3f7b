import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { alertListQuerySchema, paginationOf, type AlertCount, type AlertListQuery, type AlertListResponse } from '@bolo/contracts';
import { AlertsRepository } from '@bolo/db';
import { DirectoryMember } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { toBoloItem } from '../items/item-record';
import type { UserRecord } from '../users/user-record';

/** A member's alerts on new finds (issue 22): the list, the navigation's badge, and "seen". */
@Controller('alerts')
@DirectoryMember()
export class AlertsController {
  constructor(private readonly alerts: AlertsRepository) {}

  @Get()
  async list(@CurrentUser() user: UserRecord, @Query(new ZodValidationPipe(alertListQuerySchema)) { page, limit }: AlertListQuery): Promise<AlertListResponse> {
    const [rows, counts] = await Promise.all([this.alerts.list(user.id, limit, (page - 1) * limit), this.alerts.counts(user.id)]);
    return {
      alerts: rows.map((row) => ({ id: Number(row.alertId), item: toBoloItem(row), searchId: row.searchId, searchName: row.searchName, alertedAt: row.alertedAt.toISOString(), seen: row.seen })),
      pagination: paginationOf(page, limit, counts.total),
      unseen: counts.unseen,
    };
  }

  @Get('count')
  async count(@CurrentUser() user: UserRecord): Promise<AlertCount> {
    return { unseen: (await this.alerts.counts(user.id)).unseen };
  }

  /** The list was opened: every alert so far is seen (the badge clears). */
  @Post('seen')
  @HttpCode(200)
  async seen(@CurrentUser() user: UserRecord): Promise<AlertCount> {
    await this.alerts.markSeen(user.id);
    return { unseen: 0 };
  }
}
