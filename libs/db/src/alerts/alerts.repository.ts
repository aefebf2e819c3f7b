import type { CatalogueRecord } from '@bolo/catalogue-search';
import type { AlertFrequency, SavedSearchQuery } from '@bolo/contracts';
import type { DataSource } from 'typeorm';
import { readUnalertedRecords } from '../items/catalogue-records';
import { ITEM_CARD_JOIN, ITEM_COLUMNS, type ItemRow } from '../items/item-row';
import { SqlExecutor } from '../sql/executor';

/** A saved search with what decides whether its member may still be told (the access rule is contracts' hasDirectoryAccess). */
export interface SearchToAlert {
  id: number;
  userId: number;
  notify: AlertFrequency;
  query: SavedSearchQuery;
  isAdmin: boolean;
  subscriptionStatus: string | null;
  subscriptionEndDate: Date | null;
}

/** The finds published since the last scan that no scan has matched yet, and where the next scan starts. */
export interface NewFinds {
  /** Published and never matched; a changed draft is not among them, and is read again when it is published. */
  records: CatalogueRecord[];
  nextCursor: string;
}

export interface NewAlert {
  searchId: number;
  userId: number;
  itemId: number;
}

export interface AlertRow extends ItemRow {
  alertId: number;
  searchId: number;
  searchName: string;
  alertedAt: Date;
  seen: boolean;
}

/** Saved searches read at a time by the matcher: a page of rows, never all of them at once. */
const SEARCH_BATCH = 10_000;

/** Statements of alerts on new finds (migration SearchAlerts). */
export class AlertsRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /**
   * The items written since the scan's cursor (the change log the store pack reads), and among
   * them the published ones never matched. The next cursor is this statement's snapshot boundary:
   * a transaction still running now is read again next time, which only repeats an id.
   */
  async newFinds(): Promise<NewFinds> {
    const row = await this.sql.one<{ nextCursor: string; ids: number[] }>({
      name: 'alerts_changed_items',
      text: `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS "nextCursor",
                    ARRAY(SELECT DISTINCT c.item_id FROM bolo_item_changes c, alert_scan s WHERE c.xact >= s.cursor AND c.item_id IS NOT NULL) AS ids`,
    });
    return { records: await readUnalertedRecords((statement) => this.sql.rows(statement), row?.ids ?? []), nextCursor: row!.nextCursor };
  }

  /** Every saved search with its member's access fields, a batch at a time by id. */
  async *searches(): AsyncGenerator<SearchToAlert[]> {
    for (let afterId = 0; ; ) {
      const rows = await this.sql.rows<SearchToAlert>({
        name: 'alerts_saved_searches',
        text: `SELECT s.id, s.user_id AS "userId", s.notify, s.query, u.is_admin AS "isAdmin", u.subscription_status AS "subscriptionStatus", u.subscription_end_date AS "subscriptionEndDate"
                 FROM saved_searches s JOIN users u ON u.id = s.user_id WHERE s.id > $1 ORDER BY s.id LIMIT ${SEARCH_BATCH}`,
        values: [afterId],
      });
      if (rows.length > 0) yield rows;
      if (rows.length < SEARCH_BATCH) return;
      afterId = rows[rows.length - 1].id;
    }
  }

  /**
   * Records the alerts (and that their members have some waiting for an e-mail), marks the finds
   * matched and moves the scan's cursor (when given), together: a scan that fails part way leaves
   * the rest for the next one, and a repeated scan adds nothing twice. Answers the alerts
   * actually added.
   */
  async record(alerts: readonly NewAlert[], matchedIds: readonly number[], nextCursor: string | null): Promise<NewAlert[]> {
    return this.sql.transaction(async (tx) => {
      const added = alerts.length
        ? await this.sql.rows<NewAlert>(
            {
              text: `INSERT INTO search_alerts (saved_search_id, user_id, item_id)
                     SELECT * FROM unnest($1::int[], $2::int[], $3::int[])
                     ON CONFLICT (saved_search_id, item_id) DO NOTHING
                     RETURNING saved_search_id AS "searchId", user_id AS "userId", item_id AS "itemId"`,
              values: [alerts.map((a) => a.searchId), alerts.map((a) => a.userId), alerts.map((a) => a.itemId)],
            },
            tx,
          )
        : [];
      if (added.length) {
        // The members now have alerts waiting for an e-mail (alert-mails.repository.ts), unless
        // their search or they said weekly or never; the first waiting moment is kept.
        await this.sql.run(
          {
            text: `INSERT INTO alert_mail_due (user_id, kind)
                   SELECT DISTINCT s.user_id, alert_mail_kind(s.notify, ns.alert_emails) FROM saved_searches s
                     LEFT JOIN notification_settings ns ON ns.user_id = s.user_id
                    WHERE s.id = ANY($1::int[]) AND alert_mail_kind(s.notify, ns.alert_emails) IS NOT NULL
                   ON CONFLICT (user_id, kind) DO NOTHING`,
            values: [[...new Set(added.map((a) => a.searchId))]],
          },
          tx,
        );
      }
      if (matchedIds.length) {
        await this.sql.run({ text: `INSERT INTO alerted_items (item_id) SELECT unnest($1::int[]) ON CONFLICT DO NOTHING`, values: [matchedIds] }, tx);
      }
      if (nextCursor !== null) await this.sql.run({ text: `UPDATE alert_scan SET cursor = $1::xid8 WHERE cursor < $1::xid8`, values: [nextCursor] }, tx);
      return added;
    });
  }

  /** A member's alerts, newest first, with each find as the directory's card shows it (published finds only). */
  list(userId: number, limit: number, offset: number): Promise<AlertRow[]> {
    return this.sql.rows<AlertRow>({
      name: 'alerts_list',
      text: `SELECT ${ITEM_COLUMNS}, a.id AS "alertId", a.saved_search_id AS "searchId", s.name AS "searchName", a.created_at AS "alertedAt", a.seen_at IS NOT NULL AS seen
               FROM search_alerts a JOIN saved_searches s ON s.id = a.saved_search_id JOIN bolo_items b ON b.id = a.item_id ${ITEM_CARD_JOIN}
              WHERE a.user_id = $1 AND b.status = 'published'
              ORDER BY a.created_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
      values: [userId, limit, offset],
    });
  }

  /** How many of a member's alerts are listed (published finds), and how many not seen yet. */
  async counts(userId: number): Promise<{ total: number; unseen: number }> {
    const row = await this.sql.one<{ total: number; unseen: number }>({
      name: 'alerts_counts',
      text: `SELECT count(*)::int AS total, (count(*) FILTER (WHERE a.seen_at IS NULL))::int AS unseen
               FROM search_alerts a JOIN bolo_items b ON b.id = a.item_id WHERE a.user_id = $1 AND b.status = 'published'`,
      values: [userId],
    });
    return row ?? { total: 0, unseen: 0 };
  }

  /** Marks every alert of the member as seen (the list was opened). */
  async markSeen(userId: number): Promise<void> {
    await this.sql.run({ text: `UPDATE search_alerts SET seen_at = now() WHERE user_id = $1 AND seen_at IS NULL`, values: [userId] });
  }
}
