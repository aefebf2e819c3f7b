import type { DataSource } from 'typeorm';
import type { ItemRow, ItemFilters } from '../items/item-row';
import { filterConditions, ITEM_CARD_JOIN, ITEM_COLUMNS } from '../items/item-row';
import { isRowId, SqlExecutor, type Transaction } from '../sql/executor';

export interface SavedListQuery extends ItemFilters {
  page: number;
  limit: number;
}

/** Every statement on `saved_bolos`: a member's saved items. */
export class SavedItemsRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /**
   * The user's saved items, newest save first: published items plus their own proposals, and
   * every saved draft when `includeDrafts` (admins).
   */
  async list(userId: number, includeDrafts: boolean, query: SavedListQuery): Promise<{ rows: Array<ItemRow & { savedAt: Date }>; total: number }> {
    const values: unknown[] = [userId, includeDrafts];
    const where = [`s.user_id = $1`, `(b.status = 'published' OR b.created_by = $1 OR $2::boolean)`, ...filterConditions(query, values)].join(' AND ');
    const [rows, counted] = await Promise.all([
      this.sql.rows<ItemRow & { savedAt: Date }>({
        text: `SELECT ${ITEM_COLUMNS}, s.saved_at AS "savedAt"
                 FROM saved_bolos s JOIN bolo_items b ON b.id = s.bolo_item_id ${ITEM_CARD_JOIN}
                WHERE ${where}
                ORDER BY s.saved_at DESC, s.id DESC
                LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        values: [...values, query.limit, (query.page - 1) * query.limit],
      }),
      this.sql.one<{ total: number }>({
        text: `SELECT count(*)::int AS total FROM saved_bolos s JOIN bolo_items b ON b.id = s.bolo_item_id WHERE ${where}`,
        values,
      }),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Saves the item; false when it was saved already. `tx`: with the item's creation (a proposal). */
  async add(userId: number, itemId: number, tx?: Transaction): Promise<boolean> {
    const { rowCount } = await this.sql.run(
      {
        text: `INSERT INTO saved_bolos (user_id, bolo_item_id) VALUES ($1, $2)
               ON CONFLICT ON CONSTRAINT uq_saved_bolos_user_item DO NOTHING`,
        values: [userId, itemId],
      },
      tx,
    );
    return rowCount > 0;
  }

  /** Everything a user saved, gone (the load benchmark starts each run with nothing saved). */
  async removeAll(userId: number): Promise<void> {
    await this.sql.run({ text: `DELETE FROM saved_bolos WHERE user_id = $1`, values: [userId] });
  }

  /** Unsaves the item; false when it was not saved. */
  async remove(userId: number, itemId: number): Promise<boolean> {
    if (!isRowId(itemId)) return false;
    const { rowCount } = await this.sql.run({ text: `DELETE FROM saved_bolos WHERE user_id = $1 AND bolo_item_id = $2`, values: [userId, itemId] });
    return rowCount > 0;
  }

  async isSaved(userId: number, itemId: number): Promise<boolean> {
    if (!isRowId(itemId)) return false;
    const row = await this.sql.one({ text: `SELECT 1 FROM saved_bolos WHERE user_id = $1 AND bolo_item_id = $2`, values: [userId, itemId] });
    return row !== null;
  }
}
