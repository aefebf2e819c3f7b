import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasDirectoryAccess, isAdmin } from '@bolo/contracts';
import type { BoloItem, Pagination, SavedListQuery } from '@bolo/contracts';
import { DataSource } from 'typeorm';
import { subscriptionRequired } from '../http/api-error';
import { filterConditions, ITEM_CARD_JOIN, ITEM_COLUMNS, ItemRow, pageOf, toBoloItem } from '../items/item-record';
import { ITEM_NOT_FOUND } from '../items/items.service';
import type { UserRecord } from '../users/user-record';
import { MAX_INT4 } from '../users/users.service';

export const SAVED_ITEM_NOT_FOUND = 'Saved item not found';

export type SavedItem = BoloItem & { savedAt: string };

@Injectable()
export class SavedBolosService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The user's saved list, newest save first: published items plus their own proposals
   * (drafts they created), and for admins any saved draft.
   */
  async list(user: UserRecord, query: SavedListQuery): Promise<{ items: SavedItem[]; pagination: Pagination }> {
    const params: unknown[] = [user.id, isAdmin(user)];
    const where = [
      `s.user_id = $1`,
      `(b.status = 'published' OR b.created_by = $1 OR $2::boolean)`,
      ...filterConditions(query, params),
    ].join(' AND ');
    const [rows, counted] = await Promise.all([
      this.db.query(
        `SELECT ${ITEM_COLUMNS}, s.saved_at AS "savedAt"
           FROM saved_bolos s JOIN bolo_items b ON b.id = s.bolo_item_id ${ITEM_CARD_JOIN}
          WHERE ${where}
          ORDER BY s.saved_at DESC, s.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ) as Promise<Array<ItemRow & { savedAt: Date }>>,
      this.db.query(
        `SELECT count(*)::int AS total FROM saved_bolos s JOIN bolo_items b ON b.id = s.bolo_item_id WHERE ${where}`,
        params,
      ) as Promise<Array<{ total: number }>>,
    ]);
    return {
      items: rows.map((row) => ({ ...toBoloItem(row), savedAt: row.savedAt.toISOString() })),
      pagination: pageOf(query.page, query.limit, counted[0].total),
    };
  }

  /**
   * Saving needs the right to view the item. Returns whether a new row was written
   * (false when it was saved already).
   */
  async save(user: UserRecord, itemId: number): Promise<boolean> {
    if (itemId > MAX_INT4) throw new NotFoundException({ message: ITEM_NOT_FOUND });
    const rows: Array<{ status: string; createdBy: number | null; isSaved: boolean }> = await this.db.query(
      `SELECT b.status, b.created_by AS "createdBy",
              EXISTS (SELECT 1 FROM saved_bolos s WHERE s.user_id = $2 AND s.bolo_item_id = b.id) AS "isSaved"
         FROM bolo_items b WHERE b.id = $1`,
      [itemId, user.id],
    );
    const item = rows[0];
    const own = item !== undefined && item.createdBy === user.id;
    if (!item || (item.status !== 'published' && !own && !isAdmin(user))) {
      throw new NotFoundException({ message: ITEM_NOT_FOUND });
    }
    if (item.isSaved) return false;
    if (!hasDirectoryAccess(user) && !own) throw subscriptionRequired();
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO saved_bolos (user_id, bolo_item_id) VALUES ($1, $2)
       ON CONFLICT ON CONSTRAINT uq_saved_bolos_user_item DO NOTHING RETURNING id`,
      [user.id, itemId],
    );
    return inserted.length > 0;
  }

  async remove(user: UserRecord, itemId: number): Promise<void> {
    // For DELETE, TypeORM's query() answers [rows, affectedCount].
    const [, deleted]: [unknown[], number] =
      itemId > MAX_INT4
        ? [[], 0]
        : await this.db.query(`DELETE FROM saved_bolos WHERE user_id = $1 AND bolo_item_id = $2`, [user.id, itemId]);
    if (deleted === 0) throw new NotFoundException({ message: SAVED_ITEM_NOT_FOUND });
  }

  async isSaved(user: UserRecord, itemId: number): Promise<boolean> {
    if (itemId > MAX_INT4) return false;
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM saved_bolos WHERE user_id = $1 AND bolo_item_id = $2`, [user.id, itemId]);
    return rows.length > 0;
  }
}
