import type { DataSource } from 'typeorm';
import { SqlExecutor } from '../sql/executor';

export interface PageView {
  path: string;
  referrer: string | null;
  userId: number | null;
}

/** Every statement on `page_views`: one row per route change in the shell. */
export class PageViewsRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** The sub-select drops the id of an account deleted since the session began (no FK error). */
  async record(view: PageView): Promise<void> {
    await this.sql.run({
      text: `INSERT INTO page_views (path, referrer, user_id) VALUES ($1, $2, (SELECT id FROM users WHERE id = $3))`,
      values: [view.path, view.referrer, view.userId],
    });
  }

  /** Oldest first. */
  list(): Promise<PageView[]> {
    return this.sql.rows({ text: `SELECT path, referrer, user_id AS "userId" FROM page_views ORDER BY id` });
  }
}
