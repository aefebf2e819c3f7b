import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasDirectoryAccess, isAdmin, PREVIEW_ITEM_COUNT } from '@bolo/contracts';
import type { BoloItem, ItemListQuery, ItemListResponse, PreviewItem } from '@bolo/contracts';
import { DataSource } from 'typeorm';
import { subscriptionRequired } from '../http/api-error';
import type { UserRecord } from '../users/user-record';
import { MAX_INT4 } from '../users/users.service';
import { filterConditions, ITEM_CARD_JOIN, ITEM_COLUMNS, ItemRow, pageOf, toBoloItem } from './item-record';

export const ITEM_NOT_FOUND = 'Item not found';

@Injectable()
export class ItemsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async countPublished(): Promise<number> {
    const rows: Array<{ count: number }> = await this.db.query(`SELECT count(*)::int AS count FROM bolo_items WHERE status = 'published'`);
    return rows[0].count;
  }

  /** Newest published items that have a picture, for the home page's blurred teaser. */
  async preview(): Promise<PreviewItem[]> {
    return this.db.query(
      `SELECT id, name, category, subcategory, image, buy_price AS "buyPrice", sold_range AS "soldRange", platforms
         FROM bolo_items
        WHERE status = 'published' AND image IS NOT NULL
        ORDER BY updated DESC, id DESC
        LIMIT $1`,
      [PREVIEW_ITEM_COUNT],
    );
  }

  /** The member directory: published items, newest first. */
  async listPublished(query: ItemListQuery): Promise<ItemListResponse> {
    const params: unknown[] = [];
    const where = [`b.status = 'published'`, ...filterConditions(query, params)].join(' AND ');
    const pageParams = [...params, query.limit, (query.page - 1) * query.limit];
    // Two small queries on two pool connections at once beat one query with a window count,
    // which would have to materialise every match before the LIMIT.
    const [rows, counted] = await Promise.all([
      this.db.query(
        `SELECT ${ITEM_COLUMNS} FROM bolo_items b ${ITEM_CARD_JOIN}
          WHERE ${where}
          ORDER BY b.updated DESC, b.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        pageParams,
      ) as Promise<ItemRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM bolo_items b WHERE ${where}`, params) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(toBoloItem), pagination: pageOf(query.page, query.limit, counted[0].total) };
  }

  /**
   * One item for a signed-in user. Drafts exist only for admins and their creator. Without
   * directory access a user may still open what they created or saved earlier, so a lapsed
   * member keeps their saved list.
   */
  async findForUser(id: number, user: UserRecord): Promise<BoloItem> {
    if (id > MAX_INT4) throw new NotFoundException({ message: ITEM_NOT_FOUND });
    const rows: Array<ItemRow & { isSaved: boolean }> = await this.db.query(
      `SELECT ${ITEM_COLUMNS},
              EXISTS (SELECT 1 FROM saved_bolos s WHERE s.user_id = $2 AND s.bolo_item_id = b.id) AS "isSaved"
         FROM bolo_items b ${ITEM_CARD_JOIN}
        WHERE b.id = $1`,
      [id, user.id],
    );
    const row = rows[0];
    const own = row !== undefined && row.createdBy === user.id;
    if (!row || (row.status !== 'published' && !own && !isAdmin(user))) {
      throw new NotFoundException({ message: ITEM_NOT_FOUND });
    }
    if (!hasDirectoryAccess(user) && !own && !row.isSaved) throw subscriptionRequired();
    return toBoloItem(row);
  }
}
