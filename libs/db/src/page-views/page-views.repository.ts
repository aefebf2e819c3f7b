import type { DataSource } from 'typeorm';
import { SqlExecutor } from '../sql/executor';

export interface PageView {
  path: string;
  referrer: string | null;
  userId: number | null;
}

/** A page view with its time: how tests and tools arrange history. */
export interface DatedPageView extends PageView {
  createdAt: Date;
}

/** One row of `page_view_rollups`: the views of a path on a UTC day from one referrer host ('' for none). */
export interface PageViewRollup {
  /** 'YYYY-MM-DD' */
  day: string;
  path: string;
  referrer: string;
  views: number;
}

/** What one rollup batch did: raw rows moved (deleted), rollup rows created or added to, and the newest time moved. */
export interface RollupBatchResult {
  rows: number;
  groups: number;
  /** The newest `created_at` of the batch (null when it moved nothing): where the next batch starts. */
  last: Date | null;
}

/** Page views of the last `days` UTC days, raw and rolled up together (AnalyticsDashboardResponse). */
export interface PageViewSummary {
  days: Array<{ day: string; views: number }>;
  topPages: Array<{ path: string; views: number }>;
  topReferrers: Array<{ referrer: string; views: number }>;
  totalViews: number;
}

/**
 * Every statement on `page_views` (one row per route change in the shell, kept for
 * PAGE_VIEW_RETENTION_DAYS) and `page_view_rollups` (daily counts of the rows rolled up since).
 * A trigger fills `page_views.referrer_host` (migration 1764900000000-page-view-rollups).
 */
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

  /** Many views with their times, in one statement (history for tests, tools and benchmarks). */
  async recordMany(views: readonly DatedPageView[]): Promise<void> {
    if (views.length === 0) return;
    await this.sql.run({
      text: `INSERT INTO page_views (path, referrer, user_id, created_at)
             SELECT v.path, v.referrer, u.id, v.created_at
               FROM unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[]) AS v(path, referrer, user_id, created_at)
               LEFT JOIN users u ON u.id = v.user_id`,
      values: [views.map((v) => v.path), views.map((v) => v.referrer), views.map((v) => v.userId), views.map((v) => v.createdAt)],
    });
  }

  /** Oldest first. */
  list(): Promise<PageView[]> {
    return this.sql.rows({ text: `SELECT path, referrer, user_id AS "userId" FROM page_views ORDER BY id` });
  }

  /** Raw views stored before `before` (what the next rollup would move). */
  async countBefore(before: Date): Promise<number> {
    const row = await this.sql.one<{ count: number }>({ text: `SELECT count(*)::int AS count FROM page_views WHERE created_at < $1`, values: [before] });
    return row?.count ?? 0;
  }

  /** Every rollup row, by day, path and referrer. */
  listRollups(): Promise<PageViewRollup[]> {
    return this.sql.rows({
      text: `SELECT to_char(day, 'YYYY-MM-DD') AS day, path, referrer, views FROM page_view_rollups ORDER BY day, path COLLATE "C", referrer COLLATE "C"`,
    });
  }

  /**
   * The start of the UTC day `retentionDays` before today's: raw views older than that are rolled
   * up. Whole days, so a day is either raw or rolled up, and taken from the database's clock.
   */
  async retentionCutoff(retentionDays: number): Promise<Date> {
    const row = await this.sql.one<{ cutoff: Date }>({
      name: 'page_views_retention_cutoff',
      text: `SELECT ((now() AT TIME ZONE 'UTC')::date - $1::int)::timestamp AT TIME ZONE 'UTC' AS cutoff`,
      values: [retentionDays],
    });
    return (row as { cutoff: Date }).cutoff;
  }

  /**
   * Moves at most `batchSize` raw views older than `before` (and not older than `from`, the
   * previous batch's `last`) into the daily counts, oldest first, in one transaction: their counts
   * are added to `page_view_rollups` and the rows deleted, so every view is counted exactly once, in
   * one table or the other. Rows another run holds are skipped, so two runs at once never count a
   * row twice; a run that finds nothing changes nothing. Starting at `from` keeps each batch's index
   * scan off the entries of the rows the batches before it deleted (dead until vacuumed).
   */
  async rollUpBatch(before: Date, batchSize: number, from: Date | null = null): Promise<RollupBatchResult> {
    return this.sql.transaction(async (tx) => {
      const row = await this.sql.one<RollupBatchResult>(
        {
          name: 'page_views_roll_up_batch',
          text: `WITH picked AS (
                   SELECT id FROM page_views
                    WHERE created_at < $1 AND ($3::timestamptz IS NULL OR created_at >= $3)
                    ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED
                 ), moved AS (
                   DELETE FROM page_views pv USING picked WHERE pv.id = picked.id
                   RETURNING pv.created_at, pv.path, coalesce(pv.referrer_host, '') AS referrer
                 ), counted AS (
                   SELECT (created_at AT TIME ZONE 'UTC')::date AS day, path, referrer, count(*)::int AS views
                     FROM moved GROUP BY 1, 2, 3
                 ), added AS (
                   INSERT INTO page_view_rollups AS r (day, path, referrer, views)
                   SELECT day, path, referrer, views FROM counted
                   ON CONFLICT (day, path, referrer) DO UPDATE SET views = r.views + EXCLUDED.views
                   RETURNING 1
                 )
                 SELECT (SELECT count(*) FROM moved)::int AS rows, (SELECT count(*) FROM added)::int AS groups,
                        (SELECT max(created_at) FROM moved) AS last`,
          values: [before, batchSize, from],
        },
        tx,
      );
      return row as RollupBatchResult;
    });
  }

  /**
   * The dashboard's numbers over the last `days` UTC days (today included): views per day with
   * the empty days as zeros, the `top` most viewed paths, the `top` referring hosts other than
   * `ownHosts` (lower case) and the total. Raw views and rollups are added together, so the
   * numbers do not change when a rollup moves rows. Only the period's index entries are read (the
   * index on created_at carries path and referrer_host: index-only scans): each day is a range
   * count, and paths and referrers one hashed pass with grouping sets. Ties are ordered by code
   * point (COLLATE "C"), whatever the database's collation.
   */
  async summary(days: number, top: number, ownHosts: readonly string[]): Promise<PageViewSummary> {
    const row = await this.sql.one<{ summary: PageViewSummary }>({
      name: 'page_views_summary',
      text: `WITH bounds AS (
               SELECT first_day, first_day::timestamp AT TIME ZONE 'UTC' AS since, (first_day + $1::int)::timestamp AT TIME ZONE 'UTC' AS until
                 FROM (SELECT (now() AT TIME ZONE 'UTC')::date - ($1::int - 1) AS first_day) b
             ), daily AS (
               SELECT s.day,
                      (SELECT count(*) FROM page_views pv WHERE pv.created_at >= s.starts AND pv.created_at < s.starts + interval '1 day')
                      + coalesce((SELECT sum(r.views) FROM page_view_rollups r WHERE r.day = s.day), 0) AS views
                 FROM (SELECT first_day + n AS day, (first_day + n)::timestamp AT TIME ZONE 'UTC' AS starts
                         FROM bounds, generate_series(0, $1::int - 1) AS n) s
             ), grouped AS (
               SELECT GROUPING(path, referrer) AS kind, path, referrer, sum(views) AS views
                 FROM (SELECT pv.path, coalesce(pv.referrer_host, '') AS referrer, 1 AS views
                         FROM page_views pv, bounds WHERE pv.created_at >= bounds.since AND pv.created_at < bounds.until
                       UNION ALL
                       SELECT r.path, r.referrer, r.views FROM page_view_rollups r, bounds WHERE r.day >= bounds.first_day) v
                GROUP BY GROUPING SETS ((path), (referrer))
             )
             SELECT json_build_object(
               'days', (SELECT json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'views', views) ORDER BY day) FROM daily),
               'topPages', (SELECT coalesce(json_agg(json_build_object('path', p.path, 'views', p.views) ORDER BY p.views DESC, p.path COLLATE "C"), '[]'::json)
                              FROM (SELECT path, views FROM grouped WHERE kind = 1 ORDER BY views DESC, path COLLATE "C" LIMIT $2) p),
               'topReferrers', (SELECT coalesce(json_agg(json_build_object('referrer', r.referrer, 'views', r.views) ORDER BY r.views DESC, r.referrer COLLATE "C"), '[]'::json)
                                  FROM (SELECT referrer, views FROM grouped
                                         WHERE kind = 2 AND referrer <> '' AND referrer <> ALL ($3::text[])
                                         ORDER BY views DESC, referrer COLLATE "C" LIMIT $2) r),
               'totalViews', (SELECT coalesce(sum(views), 0) FROM daily)
             ) AS summary`,
      values: [days, top, [...ownHosts]],
    });
    return (row as { summary: PageViewSummary }).summary;
  }
}
