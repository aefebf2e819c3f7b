import { ALERT_MAIL_INTERVAL_MS, type AlertMailKind } from '@bolo/contracts';
import type { DataSource } from 'typeorm';
import { SqlExecutor } from '../sql/executor';

/** Alerts waiting for an e-mail whose slot is open (the member's last e-mail of the kind is old enough). */
export interface DueAlertMail {
  userId: number;
  kind: AlertMailKind;
  /** When the first of them began waiting: names the e-mail job. */
  since: Date;
}

/** One find of an alert e-mail, with the saved search it matched. */
export interface MailedFind {
  itemId: number;
  name: string;
  category: string;
  buyPrice: string;
  soldRange: string;
  searchName: string;
}

/** What one alert e-mail holds: the newest of its finds, and how many it claimed in all. */
export interface ClaimedAlerts {
  finds: MailedFind[];
  total: number;
}

/**
 * The e-mails alerts make (issue 22): at most one an hour ('instant') or a day ('daily') per
 * member. alert_mail_due says a member has alerts waiting (AlertsRepository.record makes it with
 * the alerts); the sweep asks which are due; the e-mail job claims the alerts (mailed_by: its
 * id), so a retry sends the same ones and a later batch waits for the next slot.
 */
export class AlertMailsRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** The waiting e-mails whose member's slot is open at `now`. */
  due(now: Date): Promise<DueAlertMail[]> {
    return this.sql.rows<DueAlertMail>({
      name: 'alert_mails_due',
      text: `SELECT d.user_id AS "userId", d.kind, d.since FROM alert_mail_due d
               LEFT JOIN alert_mailings m ON m.user_id = d.user_id AND m.kind = d.kind
              WHERE m.last_sent_at IS NULL
                 OR m.last_sent_at <= $1::timestamptz - make_interval(secs => (CASE d.kind WHEN 'instant' THEN $2::int ELSE $3::int END) / 1000.0)`,
      values: [now, ALERT_MAIL_INTERVAL_MS.instant, ALERT_MAIL_INTERVAL_MS.daily],
    });
  }

  /**
   * Claims for job `jobId` the member's unmailed alerts of this kind (by today's settings), once:
   * only while the waiting row that named the job is still there; the member's slot starts. Then,
   * on every try, answers what the job holds and has not sent.
   */
  async claim(due: DueAlertMail, jobId: string, newest: number): Promise<ClaimedAlerts> {
    return this.sql.transaction(async (tx) => {
      const waiting = await this.sql.run({
        text: `DELETE FROM alert_mail_due WHERE user_id = $1 AND kind = $2 AND since = $3`,
        values: [due.userId, due.kind, due.since],
      }, tx);
      if (waiting.rowCount > 0) {
        // The member's slot is taken now, not when the server accepts the e-mail: while this job
        // retries a failed send, no other alert e-mail of the kind is queued for them.
        await this.sql.run({
          text: `INSERT INTO alert_mailings (user_id, kind, last_sent_at) VALUES ($1, $2, now())
                 ON CONFLICT (user_id, kind) DO UPDATE SET last_sent_at = GREATEST(alert_mailings.last_sent_at, EXCLUDED.last_sent_at)`,
          values: [due.userId, due.kind],
        }, tx);
        // s.user_id too: the member's few searches lead the plan, not every saved search.
        await this.sql.run({
          text: `UPDATE search_alerts a SET mailed_by = $3
                   FROM saved_searches s LEFT JOIN notification_settings ns ON ns.user_id = s.user_id
                  WHERE s.user_id = $1 AND a.user_id = $1 AND a.mailed_by IS NULL AND a.emailed_at IS NULL AND s.id = a.saved_search_id
                    AND alert_mail_kind(s.notify, ns.alert_emails) = $2`,
          values: [due.userId, due.kind, jobId],
        }, tx);
      }
      const finds = await this.sql.rows<MailedFind & { total: number }>({
        text: `SELECT b.id AS "itemId", b.name, b.category, b.buy_price AS "buyPrice", b.sold_range AS "soldRange", s.name AS "searchName",
                      count(*) OVER ()::int AS total
                 FROM (SELECT DISTINCT ON (a.item_id) a.item_id, a.saved_search_id, a.created_at FROM search_alerts a
                        WHERE a.mailed_by = $1 AND a.emailed_at IS NULL ORDER BY a.item_id, a.created_at) a
                 JOIN bolo_items b ON b.id = a.item_id AND b.status = 'published'
                 JOIN saved_searches s ON s.id = a.saved_search_id
                ORDER BY a.created_at DESC, b.id DESC LIMIT $2`,
        values: [jobId, newest],
      }, tx);
      return { finds: finds.map(({ total: _total, ...find }) => find), total: finds[0]?.total ?? 0 };
    });
  }

  /** The job's alerts are sent: stamped, and the member's slot starts again from now. */
  async markSent(due: Pick<DueAlertMail, 'userId' | 'kind'>, jobId: string, sentAt: Date): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await this.sql.run({ text: `UPDATE search_alerts SET emailed_at = $2 WHERE mailed_by = $1 AND emailed_at IS NULL`, values: [jobId, sentAt] }, tx);
      await this.sql.run({
        text: `INSERT INTO alert_mailings (user_id, kind, last_sent_at) VALUES ($1, $2, $3)
               ON CONFLICT (user_id, kind) DO UPDATE SET last_sent_at = GREATEST(alert_mailings.last_sent_at, EXCLUDED.last_sent_at)`,
        values: [due.userId, due.kind, sentAt],
      }, tx);
    });
  }
}
