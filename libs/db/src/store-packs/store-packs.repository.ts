import type { DataSource } from 'typeorm';
import { SqlExecutor } from '../sql/executor';
import { ITEM_CARD_JOIN, ITEM_COLUMNS, type ItemRow } from '../items/item-row';
import { PUBLISHED_ITEM_COLUMNS, type PublishedItemFields } from '../items/catalogue-records';

/** A published item as a store pack carries it. */
export interface StorePackRow extends PublishedItemFields {
  buyPrice: string;
  soldRange: string;
  estProfit: string;
}

/** What changed since a cursor: the items written (current state to be read), or everything. */
export interface ChangesSince {
  /** The boundary to hand back: every transaction before it is reflected. */
  cursor: string;
  everything: boolean;
  ids: number[];
}

const PACK_COLUMNS = `${PUBLISHED_ITEM_COLUMNS}, b.buy_price AS "buyPrice", b.sold_range AS "soldRange", b.est_profit AS "estProfit"`;

/** Rows read at a time for a full pack: each batch is written between other requests, so it stays small (~50 ms of work). */
export const STORE_PACK_BATCH = 5_000;

/** Statements of the offline store pack (migration StorePacks). */
export class StorePacksRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /**
   * The boundary of the database's present: every transaction with a smaller id has finished.
   * Taken before a full pack is read, so a change committing during the read is in the next delta.
   */
  async cursorNow(): Promise<string> {
    const row = await this.sql.one<{ cursor: string }>({ text: `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS cursor` });
    return row!.cursor;
  }

  /** Published items with ids above `afterId`, a batch at a time (by id). */
  publishedAfter(afterId: number, limit = STORE_PACK_BATCH): Promise<StorePackRow[]> {
    return this.sql.rows<StorePackRow>({
      name: 'store_pack_published_after',
      text: `SELECT ${PACK_COLUMNS} FROM bolo_items b WHERE b.status = 'published' AND b.id > $1 ORDER BY b.id LIMIT $2`,
      values: [afterId, limit],
    });
  }

  /** The published ones among `ids` (the others were unpublished or deleted). */
  publishedAmong(ids: readonly number[]): Promise<StorePackRow[]> {
    return this.sql.rows<StorePackRow>({
      name: 'store_pack_published_among',
      text: `SELECT ${PACK_COLUMNS} FROM bolo_items b WHERE b.status = 'published' AND b.id = ANY($1::int[]) ORDER BY b.id`,
      values: [ids],
    });
  }

  /**
   * Items written by transactions from `cursor` on, with the next cursor, in one statement (one
   * snapshot): a transaction under the new cursor has finished and its rows were visible here; one
   * at or above it may be read again next time, which only repeats an item.
   */
  async changesSince(cursor: string): Promise<ChangesSince> {
    const row = await this.sql.one<{ cursor: string; everything: boolean; ids: number[] }>({
      name: 'store_pack_changes_since',
      text: `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS cursor,
                    EXISTS (SELECT 1 FROM bolo_item_changes WHERE xact >= $1::xid8 AND item_id IS NULL) AS everything,
                    ARRAY(SELECT DISTINCT item_id FROM bolo_item_changes WHERE xact >= $1::xid8 AND item_id IS NOT NULL) AS ids`,
      values: [cursor],
    });
    return row!;
  }

  /** The member's saved published items, with what the directory's card shows (its picture). */
  savedRows(userId: number): Promise<Array<ItemRow & { savedAt: Date }>> {
    return this.sql.rows<ItemRow & { savedAt: Date }>({
      name: 'store_pack_saved',
      text: `SELECT ${ITEM_COLUMNS}, s.saved_at AS "savedAt" FROM saved_bolos s JOIN bolo_items b ON b.id = s.bolo_item_id ${ITEM_CARD_JOIN}
              WHERE s.user_id = $1 AND b.status = 'published' ORDER BY s.saved_at DESC, s.id DESC`,
      values: [userId],
    });
  }

  async recordDownload(userId: number, kind: 'full' | 'delta', items: number): Promise<void> {
    await this.sql.rows({ text: `INSERT INTO store_pack_downloads (user_id, kind, items) VALUES ($1, $2, $3)`, values: [userId, kind, items] });
  }

  /** Every account that ever downloaded a full pack: the suspects of a leak. */
  downloaders(): Promise<Array<{ id: number; username: string }>> {
    return this.sql.rows({
      text: `SELECT u.id, u.username FROM users u WHERE EXISTS (SELECT 1 FROM store_pack_downloads d WHERE d.user_id = u.id AND d.kind = 'full') ORDER BY u.id`,
    });
  }
}
