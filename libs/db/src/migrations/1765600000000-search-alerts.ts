import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alerts on new finds (issue 22).
 *
 * search_alerts: one row per (saved search, find) the directory lists as an exact match, made when
 * the find is first published; the member's list and badge read it (seen_at), the e-mails claim
 * it (mailed_by: the e-mail job that sends it, so a retried job re-sends only its own and never
 * another's) and mark it sent (emailed_at).
 *
 * alerted_items: the finds already matched, so a find alerts once, when first published (an edit
 * or a republication never alerts again). Every find published before this migration counts as
 * matched: a new deployment alerts on what is published after it.
 *
 * alert_scan: where the matching left off in the change log (bolo_item_changes, by transaction id,
 * as the store pack's syncs read it).
 */
export class SearchAlerts1765600000000 implements MigrationInterface {
  name = 'SearchAlerts1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_alerts (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        saved_search_id integer NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
        item_id integer NOT NULL REFERENCES bolo_items(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        seen_at timestamptz,
        mailed_by varchar(120),
        emailed_at timestamptz,
        UNIQUE (saved_search_id, item_id)
      )`);
    await q.query(`CREATE INDEX search_alerts_user ON search_alerts (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX search_alerts_unseen ON search_alerts (user_id) WHERE seen_at IS NULL`);
    await q.query(`CREATE TABLE alerted_items (item_id integer PRIMARY KEY REFERENCES bolo_items(id) ON DELETE CASCADE, matched_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`INSERT INTO alerted_items (item_id) SELECT id FROM bolo_items WHERE status = 'published'`);
    await q.query(`CREATE TABLE alert_scan (only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row), cursor xid8 NOT NULL)`);
    await q.query(`INSERT INTO alert_scan (cursor) VALUES (pg_snapshot_xmin(pg_current_snapshot()))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE alert_scan`);
    await q.query(`DROP TABLE alerted_items`);
    await q.query(`DROP TABLE search_alerts`);
  }
}
