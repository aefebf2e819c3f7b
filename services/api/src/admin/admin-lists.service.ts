import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminItemListQuery, BoloItem, PublicUser } from '@bolo/contracts';
import { DataSource } from 'typeorm';
import { filterConditions, ITEM_CARD_JOIN, ITEM_COLUMNS, ItemRow, pageOf, toBoloItem } from '../items/item-record';
import { toPublicUser, USER_COLUMNS, UserRecord } from '../users/user-record';
import type { AdminUsersQuery } from './admin-users-query.schema';

export type AdminUser = PublicUser & { createdAt: string };

@Injectable()
export class AdminListsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Newest accounts first (index ix_users_created_at). */
  async users({ page, limit }: AdminUsersQuery): Promise<{ users: AdminUser[]; total: number }> {
    const [rows, counted] = await Promise.all([
      this.db.query(`SELECT ${USER_COLUMNS} FROM users u ORDER BY u.created_at DESC, u.id DESC LIMIT $1 OFFSET $2`, [
        limit,
        (page - 1) * limit,
      ]) as Promise<UserRecord[]>,
      this.db.query(`SELECT count(*)::int AS total FROM users`) as Promise<Array<{ total: number }>>,
    ]);
    return {
      users: rows.map((u) => ({ ...toPublicUser(u), createdAt: u.createdAt.toISOString() })),
      total: counted[0].total,
    };
  }

  /** Every item, drafts included, in directory order. */
  async items(query: AdminItemListQuery): Promise<{ items: BoloItem[]; pagination: { total: number; totalPages: number; page: number; limit: number } }> {
    const params: unknown[] = [];
    const conditions = filterConditions(query, params);
    if (query.status !== 'all') {
      params.push(query.status);
      conditions.push(`b.status = $${params.length}`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const [rows, counted] = await Promise.all([
      this.db.query(
        `SELECT ${ITEM_COLUMNS} FROM bolo_items b ${ITEM_CARD_JOIN} ${where}
          ORDER BY b.updated DESC, b.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ) as Promise<ItemRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM bolo_items b ${where}`, params) as Promise<Array<{ total: number }>>,
    ]);
    const { total, totalPages, page, limit } = pageOf(query.page, query.limit, counted[0].total);
    return { items: rows.map(toBoloItem), pagination: { total, totalPages, page, limit } };
  }
}
