import { Injectable } from '@nestjs/common';
import type { AdminItemListQuery, AdminItemsResponse, AdminUsersQuery, AdminUsersResponse } from '@bolo/contracts';
import { ItemsRepository, UsersRepository } from '@bolo/db';
import { pageOf, toBoloItem } from '../items/item-record';
import { toPublicUser } from '../users/user-record';

@Injectable()
export class AdminListsService {
  constructor(
    private readonly usersRepository: UsersRepository,
    private readonly itemsRepository: ItemsRepository,
  ) {}

  /** Newest accounts first. */
  async users({ page, limit }: AdminUsersQuery): Promise<AdminUsersResponse> {
    const { users, total } = await this.usersRepository.listNewest(page, limit);
    return { users: users.map((u) => ({ ...toPublicUser(u), createdAt: u.createdAt.toISOString() })), total };
  }

  /** Every item, drafts included, in directory order. */
  async items(query: AdminItemListQuery): Promise<AdminItemsResponse> {
    const { rows, total: count } = await this.itemsRepository.adminPage(query);
    const { total, totalPages, page, limit } = pageOf(query.page, query.limit, count);
    return { items: rows.map(toBoloItem), pagination: { total, totalPages, page, limit } };
  }
}
