import type { AlertFrequency, SavedSearchQuery } from '@bolo/contracts';
import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, uniqueViolation } from '../sql/executor';

export interface SavedSearchRow {
  id: number;
  userId: number;
  name: string;
  notify: AlertFrequency;
  query: SavedSearchQuery;
  createdAt: Date;
}

export interface SavedSearchFields {
  name: string;
  notify: AlertFrequency;
  query: SavedSearchQuery;
}

/** A write's outcome: the row, or why not (the name is taken; the member is at the limit). */
export type SavedSearchWrite = { row: SavedSearchRow } | { refused: 'name-taken' | 'limit' | 'not-found' };

const NAME_CONSTRAINT = 'saved_searches_user_name';
const COLUMNS = `id, user_id AS "userId", name, notify, query, created_at AS "createdAt"`;

/** Statements of members' saved searches (migration SavedSearches). */
export class SavedSearchesRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** A member's saved searches, newest first. */
  list(userId: number): Promise<SavedSearchRow[]> {
    return this.sql.rows<SavedSearchRow>({ text: `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, values: [userId] });
  }

  /**
   * Saves a search unless the member already has `limit` of them. The member's row is locked
   * first, so two saves at once cannot both take the last place.
   */
  async create(userId: number, fields: SavedSearchFields, limit: number): Promise<SavedSearchWrite> {
    try {
      return await this.sql.transaction(async (tx) => {
        await this.sql.run({ text: `SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, values: [userId] }, tx);
        const count = await this.sql.one<{ count: number }>({ text: `SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1`, values: [userId] }, tx);
        if ((count?.count ?? 0) >= limit) return { refused: 'limit' } as const;
        const row = await this.sql.one<SavedSearchRow>(
          { text: `INSERT INTO saved_searches (user_id, name, notify, query) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, values: [userId, fields.name, fields.notify, JSON.stringify(fields.query)] },
          tx,
        );
        return { row: row as SavedSearchRow };
      });
    } catch (error) {
      if (uniqueViolation(error)?.constraint === NAME_CONSTRAINT) return { refused: 'name-taken' };
      throw error;
    }
  }

  /** Changes a member's own saved search (fields not given stay). */
  async update(userId: number, id: number, fields: Partial<SavedSearchFields>): Promise<SavedSearchWrite> {
    if (!isRowId(id)) return { refused: 'not-found' };
    try {
      const row = await this.sql.one<SavedSearchRow>({
        text: `UPDATE saved_searches SET name = coalesce($3, name), notify = coalesce($4, notify), query = coalesce($5::jsonb, query), updated_at = now()
               WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        values: [id, userId, fields.name ?? null, fields.notify ?? null, fields.query ? JSON.stringify(fields.query) : null],
      });
      return row ? { row } : { refused: 'not-found' };
    } catch (error) {
      if (uniqueViolation(error)?.constraint === NAME_CONSTRAINT) return { refused: 'name-taken' };
      throw error;
    }
  }

  /** Deletes a member's own saved search; false when there is none. */
  async delete(userId: number, id: number): Promise<boolean> {
    if (!isRowId(id)) return false;
    const { rowCount } = await this.sql.run({ text: `DELETE FROM saved_searches WHERE id = $1 AND user_id = $2`, values: [id, userId] });
    return rowCount > 0;
  }
}
