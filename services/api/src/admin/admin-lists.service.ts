import { Injectable } from '@nestjs/common';
import type { AdminItemListQuery, AdminItemsResponse, AdminUsersQuery, AdminUsersResponse } from '@bolo/contracts';
import { ItemsRepository } from '@bolo/db';
import { paginationOf } from '@bolo/contracts';
import { toAdminItem } from '../item-writes/admin-item';
import { AdminUsersService } from './admin-users.service';

@Injectable()
export class AdminListsService {
  constructor(
    private readonly adminUsers: AdminUsersService,
    private readonly itemsRepository: ItemsRepository,
  ) {}

  /** Filtered, sorted and paged by user management (newest accounts first by default). */
  users(query: AdminUsersQuery): Promise<AdminUsersResponse> {
    return this.adminUsers.list(query);
  }

  /** Every item, drafts included, newest change first, with who created it. */
  async items(query: AdminItemListQuery): Promise<AdminItemsResponse> {
    const { rows, total: count } = await this.itemsRepository.adminPage(query);
    const { total, totalPages, page, limit } = paginationOf(query.page, query.limit, count);
    return { items: rows.map(toAdminItem), pagination: { total, totalPages, page, limit } };
  }
}
