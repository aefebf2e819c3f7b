import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Page-view retention and the back office's analytics (issue 18).
 *
 * - `page_view_rollups`: daily counts per (UTC day, path, referrer host or ''), what raw
 *   `page_views` rows become once older than PAGE_VIEW_RETENTION_DAYS (the worker's
 *   `page-view-rollup` job moves them: counts added, rows deleted, in one statement per batch).
 * - `page_views.referrer_host`: the referrer's host name, lower case (null without a referrer or
 *   when it is not an address), set by a trigger on every insert from the one SQL function
 *   `page_view_referrer_host`, so every writer agrees and rows already stored are filled here.
 * - The index on `created_at` now carries `path` and `referrer_host`, so the 30-day dashboard and
 *   the rollup's batches read the index alone (index-only scans) rather than the wide rows.
 */
export class PageViewRollups1764900000000 implements MigrationInterface {
  name = 'PageViewRollups1764900000000';

  async up(q: QueryRunner): Promise<void> {
    // 'https://User@WWW.Example.com:8080/a?b' -> 'www.example.com'; an IPv6 literal keeps its brackets.
    await q.query(`
      CREATE FUNCTION page_view_referrer_host(referrer text) RETURNS varchar LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT nullif(left(lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?(\\[[^]/?#]*\\]|[^/?#:]+)')), 255), '')
      $$`);
    await q.query(`ALTER TABLE page_views ADD COLUMN referrer_host varchar(255)`);
    await q.query(`
      CREATE FUNCTION page_views_referrer_host() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.referrer_host := page_view_referrer_host(NEW.referrer);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER page_views_referrer_host BEFORE INSERT OR UPDATE OF referrer ON page_views
        FOR EACH ROW EXECUTE FUNCTION page_views_referrer_host()`);
    await q.query(`UPDATE page_views SET referrer_host = page_view_referrer_host(referrer) WHERE referrer IS NOT NULL`);

    await q.query(`DROP INDEX IF EXISTS ix_page_views_created`);
    await q.query(`CREATE INDEX ix_page_views_created ON page_views (created_at) INCLUDE (path, referrer_host)`);

    await q.query(`
      CREATE TABLE page_view_rollups (
        day date NOT NULL,
        path varchar(500) NOT NULL,
        referrer varchar(255) NOT NULL DEFAULT '',
        views integer NOT NULL CHECK (views > 0),
        CONSTRAINT pk_page_view_rollups PRIMARY KEY (day, path, referrer)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS page_view_rollups`);
    await q.query(`DROP INDEX IF EXISTS ix_page_views_created`);
    await q.query(`CREATE INDEX ix_page_views_created ON page_views (created_at DESC)`);
    await q.query(`DROP TRIGGER IF EXISTS page_views_referrer_host ON page_views`);
    await q.query(`DROP FUNCTION IF EXISTS page_views_referrer_host()`);
    await q.query(`ALTER TABLE page_views DROP COLUMN IF EXISTS referrer_host`);
    await q.query(`DROP FUNCTION IF EXISTS page_view_referrer_host(text)`);
  }
}
