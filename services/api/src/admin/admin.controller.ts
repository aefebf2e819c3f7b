import { Controller, Get, Header, Query } from '@nestjs/common';
import { adminItemListQuerySchema, adminUsersQuerySchema } from '@bolo/contracts';
import type { AdminItemListQuery, AdminItemsResponse, AdminStats, AdminUsersQuery, AdminUsersResponse } from '@bolo/contracts';
import { AdminOnly } from '../auth/access.decorators';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminListsService } from './admin-lists.service';
import { AdminStatsService } from './admin-stats.service';

@Controller('admin')
@AdminOnly()
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly lists: AdminListsService,
  ) {}

  @Get('stats')
  @Header('Cache-Control', 'private, no-store')
  getStats(): Promise<AdminStats> {
    return this.stats.compute();
  }

  @Get('users')
  @Header('Cache-Control', 'private, no-store')
  users(@Query(new ZodValidationPipe(adminUsersQuerySchema)) query: AdminUsersQuery): Promise<AdminUsersResponse> {
    return this.lists.users(query);
  }

  @Get('bolo-items')
  @Header('Cache-Control', 'private, no-store')
  items(@Query(new ZodValidationPipe(adminItemListQuerySchema)) query: AdminItemListQuery): Promise<AdminItemsResponse> {
    return this.lists.items(query);
  }
}
