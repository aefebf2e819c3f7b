import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasDirectoryAccess, isAdmin, PREVIEW_ITEM_COUNT } from '@bolo/contracts';
import type { BoloItem, ItemListQuery, ItemListResponse, PreviewItem } from '@bolo/contracts';
import { DataSource } from 'typeorm';
import { subscriptionRequired } from '../http/api-error';
import type { UserRecord } from '../users/user-record';
import { MAX_INT4 } from '../users/users.service';
import { CountCache } from './count-cache';
import { filterConditions, ITEM_CARD_JOIN, ITEM_COLUMNS, ItemRow, pageOf, toBoloItem } from './item-record';

export const ITEM_NOT_FOUND = 'Item not found';
const PUBLISHED = `b.status = 'published'`;

@Injectable()
export class ItemsService {
  private readonly counts = new CountCache();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Shares CountCache with the unfiltered directory total (same condition, same key). */
  countPublished(): Promise<number> {
    return this.cachedCount(PUBLISHED, []);
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
    const where = [PUBLISHED, ...filterConditions(query, params)].join(' AND ');
    const offset = (query.page - 1) * query.limit;
    const { rows, total } =
      query.search === undefined ? await this.browse(where, params, query.limit, offset) : await this.search(where, params, query.limit, offset);
    return { items: rows.map(toBoloItem), pagination: pageOf(query.page, query.limit, total) };
  }

  /**
   * Without a search the newest-first index yields the page directly; the total (the costly
   * part: every published row) comes from CountCache. Both run side by side.
   */
  private async browse(where: string, params: unknown[], limit: number, offset: number): Promise<{ rows: ItemRow[]; total: number }> {
    const [rows, total] = await Promise.all([this.pageInOrder(where, params, limit, offset), this.cachedCount(where, params)]);
    return { rows, total };
  }

  /**
   * A search is counted first (through the trigram index; CountCache shares it between pages).
   * The count then decides how to read the page. Walking the newest-first index and testing each
   * row costs about (offset + limit) x published / matches rows, and collecting every match
   * through the trigram index and sorting costs about `matches` rows: the cheaper one is used.
   * Left to itself the planner walks the index even when the filters correlate badly and the
   * walk covers the whole table.
   */
  private async search(where: string, params: unknown[], limit: number, offset: number): Promise<{ rows: ItemRow[]; total: number }> {
    const [total, published] = await Promise.all([this.cachedCount(where, params), this.countPublished()]);
    if (total === 0 || offset >= total) return { rows: [], total };
    const walkCost = ((offset + limit) * published) / total;
    const rows = walkCost <= total ? await this.pageInOrder(where, params, limit, offset) : await this.pageFromMatches(where, params, limit, offset);
    return { rows, total };
  }

  /** The page's ids from the newest-first index; only the rows shown are then read in full and joined. */
  private pageInOrder(where: string, params: unknown[], limit: number, offset: number): Promise<ItemRow[]> {
    return this.db.query(
      `SELECT ${ITEM_COLUMNS}
         FROM (SELECT b.id, b.updated FROM bolo_items b WHERE ${where}
                ORDER BY b.updated DESC, b.id DESC
                LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
         JOIN bolo_items b ON b.id = page.id ${ITEM_CARD_JOIN}
        ORDER BY page.updated DESC, page.id DESC`,
      [...params, limit, offset],
    );
  }

  /** All matches through the trigram index (MATERIALIZED fixes that plan), then sorted for the page. */
  private pageFromMatches(where: string, params: unknown[], limit: number, offset: number): Promise<ItemRow[]> {
    return this.db.query(
      `WITH matches AS MATERIALIZED (SELECT b.id, b.updated FROM bolo_items b WHERE ${where})
       SELECT ${ITEM_COLUMNS}
         FROM (SELECT id, updated FROM matches ORDER BY updated DESC, id DESC
                LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
         JOIN bolo_items b ON b.id = page.id ${ITEM_CARD_JOIN}
        ORDER BY page.updated DESC, page.id DESC`,
      [...params, limit, offset],
    );
  }

  private cachedCount(where: string, params: unknown[]): Promise<number> {
    return this.counts.get(JSON.stringify([where, params]), () => this.count(where, params));
  }

  private async count(where: string, params: unknown[]): Promise<number> {
    const rows: Array<{ total: number }> = await this.db.query(`SELECT count(*)::int AS total FROM bolo_items b WHERE ${where}`, params);
    return rows[0].total;
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
