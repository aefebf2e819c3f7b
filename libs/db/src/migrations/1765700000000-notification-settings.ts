import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails about new finds (issue 22).
 *
 * notification_settings: a member's preferences (no row: the defaults, digest on and alert
 * e-mails as each saved search says). time_zone is the IANA name the browser reported.
 *
 * alert_mail_kind(notify, alert_emails): the e-mail an alert makes, the rarer of the saved
 * search's setting and the member's ('instant', 'daily' or null); contracts' alertMailKind is
 * the same rule.
 *
 * alert_mail_due: a member has alerts waiting for an e-mail of this kind, since this moment. Made
 * with the alerts, deleted by the e-mail job that claims them; `since` (to the millisecond, as the
 * job's JSON carries it) names that job, so a later
 * batch of alerts makes a new one.
 *
 * alert_mailings: when the member's last alert e-mail of each kind went out (one an hour, one a day).
 *
 * digest_sends: one row per member and week, made when the digest run picks the member, holding
 * the finds it lists; sent_at once sent (or skipped: skipped says why). The primary key is what
 * makes a second run for the same week send nothing twice.
 */
export class NotificationSettings1765700000000 implements MigrationInterface {
  name = 'NotificationSettings1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_settings (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        digest boolean NOT NULL DEFAULT true,
        alert_emails varchar(8) NOT NULL DEFAULT 'instant' CHECK (alert_emails IN ('instant', 'daily', 'off')),
        followed_categories text[] NOT NULL DEFAULT '{}',
        time_zone varchar(64),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION alert_mail_kind(notify text, alert_emails text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE GREATEST(
                 CASE notify WHEN 'instant' THEN 0 WHEN 'daily' THEN 1 WHEN 'weekly' THEN 2 ELSE 3 END,
                 CASE coalesce(alert_emails, 'instant') WHEN 'instant' THEN 0 WHEN 'daily' THEN 1 ELSE 3 END)
               WHEN 0 THEN 'instant' WHEN 1 THEN 'daily' END
      $$`);
    await q.query(`
      CREATE TABLE alert_mail_due (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(8) NOT NULL CHECK (kind IN ('instant', 'daily')),
        since timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
        PRIMARY KEY (user_id, kind)
      )`);
    await q.query(`
      CREATE TABLE alert_mailings (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(8) NOT NULL CHECK (kind IN ('instant', 'daily')),
        last_sent_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, kind)
      )`);
    await q.query(`CREATE INDEX search_alerts_claimed ON search_alerts (mailed_by) WHERE mailed_by IS NOT NULL AND emailed_at IS NULL`);
    await q.query(`CREATE INDEX alerted_items_matched_at ON alerted_items (matched_at)`);
    await q.query(`
      CREATE TABLE digest_sends (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        week varchar(8) NOT NULL,
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        item_ids integer[] NOT NULL,
        for_you boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        skipped varchar(20),
        PRIMARY KEY (user_id, week)
      )`);
    await q.query(`CREATE INDEX digest_sends_unsent ON digest_sends (week, user_id) WHERE sent_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE digest_sends`);
    await q.query(`DROP INDEX alerted_items_matched_at`);
    await q.query(`DROP INDEX search_alerts_claimed`);
    await q.query(`DROP TABLE alert_mailings`);
    await q.query(`DROP TABLE alert_mail_due`);
    await q.query(`DROP FUNCTION alert_mail_kind(text, text)`);
    await q.query(`DROP TABLE notification_settings`);
  }
}
