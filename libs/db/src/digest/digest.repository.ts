import type { Category } from '@bolo/contracts';
import type { DataSource } from 'typeorm';
import { SqlExecutor } from '../sql/executor';
import type { MailedFind } from '../alert-mails/alert-mails.repository';

/** A member the digest run considers, with what decides whether and what they get. */
export interface DigestMember {
  id: number;
  isAdmin: boolean;
  subscriptionStatus: string | null;
  subscriptionEndDate: Date | null;
  followedCategories: Category[];
}

/** The week's newest finds of one category, and how many it had. */
export interface CategoryFinds {
  category: string;
  ids: number[];
  total: number;
}

/** One member's digest as the run picked it. */
export interface DigestPick {
  userId: number;
  itemIds: number[];
  /** From their followed categories and saved searches; false: the week's newest overall (they follow nothing that had news). */
  forYou: boolean;
}

/** A picked digest, as its e-mail job reads it. */
export interface DigestToSend {
  periodStart: Date;
  periodEnd: Date;
  forYou: boolean;
  sent: boolean;
  finds: Omit<MailedFind, 'searchName'>[];
}

/** Subscription states that may still have directory access; contracts' hasDirectoryAccess decides each member. */
const MAYBE_SUBSCRIBED = ['active', 'premium', 'pro', 'canceled'];

/** Statements of the weekly digest (migration NotificationSettings: digest_sends). */
export class DigestRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** The time zones members chose (a handful; the run checks which of them is at the digest's hour). */
  async timeZones(): Promise<string[]> {
    const rows = await this.sql.rows<{ zone: string }>({ text: `SELECT DISTINCT time_zone AS zone FROM notification_settings WHERE time_zone IS NOT NULL` });
    return rows.map((row) => row.zone);
  }

  /** Per category, the newest finds first published in [start, end), at most `newest` each. */
  weekFinds(start: Date, end: Date, newest: number): Promise<CategoryFinds[]> {
    return this.sql.rows<CategoryFinds>({
      name: 'digest_week_finds',
      text: `SELECT b.category, (array_agg(b.id ORDER BY ai.matched_at DESC, b.id DESC))[1:$3] AS ids, count(*)::int AS total
               FROM alerted_items ai JOIN bolo_items b ON b.id = ai.item_id
              WHERE ai.matched_at >= $1 AND ai.matched_at < $2 AND b.status = 'published'
              GROUP BY b.category`,
      values: [start, end, newest],
    });
  }

  /**
   * The next batch of members who may get the week's digest, by id after `afterId`: the digest
   * on, an address, not disabled, not an admin, a subscription that may still give access, and
   * (for the hourly run) a time zone at the digest's hour; null zones: every zone. `only`: these
   * members alone (a catch-up run for some).
   */
  members(afterId: number, limit: number, zones: readonly string[] | null, defaultZone: string, only: readonly number[] | null = null): Promise<DigestMember[]> {
    return this.sql.rows<DigestMember>({
      name: 'digest_members',
      text: `SELECT u.id, u.is_admin AS "isAdmin", u.subscription_status AS "subscriptionStatus", u.subscription_end_date AS "subscriptionEndDate",
                    coalesce(ns.followed_categories, '{}') AS "followedCategories"
               FROM users u LEFT JOIN notification_settings ns ON ns.user_id = u.id
              WHERE u.id > $1 AND u.email IS NOT NULL AND u.disabled_at IS NULL AND NOT u.is_admin
                AND u.subscription_status = ANY($3::text[]) AND coalesce(ns.digest, true)
                AND ($4::text[] IS NULL OR coalesce(ns.time_zone, $5) = ANY($4::text[]))
                AND ($6::int[] IS NULL OR u.id = ANY($6::int[]))
              ORDER BY u.id LIMIT $2`,
      values: [afterId, limit, MAYBE_SUBSCRIBED, zones, defaultZone, only],
    });
  }

  /** Per member, the newest finds their saved searches matched in [start, end) (not the 'never' ones), at most `newest`. */
  async searchFinds(userIds: readonly number[], start: Date, end: Date, newest: number): Promise<Map<number, number[]>> {
    const rows = await this.sql.rows<{ userId: number; ids: number[] }>({
      name: 'digest_search_finds',
      text: `SELECT m.id AS "userId", ARRAY(
                SELECT a.item_id FROM search_alerts a JOIN saved_searches s ON s.id = a.saved_search_id JOIN bolo_items b ON b.id = a.item_id
                 WHERE a.user_id = m.id AND a.created_at >= $2 AND a.created_at < $3 AND s.notify <> 'never' AND b.status = 'published'
                 ORDER BY a.created_at DESC, a.id DESC LIMIT $4) AS ids
               FROM unnest($1::int[]) AS m(id)`,
      values: [userIds, start, end, newest],
    });
    return new Map(rows.filter((row) => row.ids.length > 0).map((row) => [row.userId, row.ids]));
  }

  /**
   * Records the picks of one week; a member already picked for it keeps the first pick. A pick
   * with nothing in it is recorded as skipped, so no e-mail is made for it. Answers the members
   * of `userIds` whose digest of the week is picked and not sent yet (new or left by a failed run).
   */
  async pick(week: string, start: Date, end: Date, picks: readonly DigestPick[]): Promise<number[]> {
    if (picks.length === 0) return [];
    const rows = await this.sql.rows<{ userId: number }>({
      text: `WITH picked AS (
               INSERT INTO digest_sends (user_id, week, period_start, period_end, item_ids, for_you, sent_at, skipped)
               SELECT p.user_id, $1, $2, $3, coalesce(p.item_ids, '{}'), p.for_you,
                      CASE WHEN cardinality(p.item_ids) IS NULL OR cardinality(p.item_ids) = 0 THEN now() END,
                      CASE WHEN cardinality(p.item_ids) IS NULL OR cardinality(p.item_ids) = 0 THEN 'nothing new' END
                 FROM jsonb_to_recordset($4::jsonb) AS p(user_id int, item_ids int[], for_you boolean)
               ON CONFLICT (user_id, week) DO NOTHING
               RETURNING user_id, sent_at)
             -- The statement's snapshot does not see its own insert: the new rows come from RETURNING.
             SELECT user_id AS "userId" FROM picked WHERE sent_at IS NULL
             UNION
             SELECT d.user_id FROM digest_sends d WHERE d.week = $1 AND d.user_id = ANY($5::int[]) AND d.sent_at IS NULL
             ORDER BY 1`,
      values: [week, start, end, JSON.stringify(picks.map((p) => ({ user_id: p.userId, item_ids: p.itemIds, for_you: p.forYou }))), picks.map((p) => p.userId)],
    });
    return rows.map((row) => row.userId);
  }

  /** A member's picked digest with its finds still published, or null when the run did not pick them that week. */
  async toSend(userId: number, week: string): Promise<DigestToSend | null> {
    const row = await this.sql.one<Omit<DigestToSend, 'finds'> & { itemIds: number[] }>({
      name: 'digest_to_send',
      text: `SELECT period_start AS "periodStart", period_end AS "periodEnd", for_you AS "forYou", sent_at IS NOT NULL AS sent, item_ids AS "itemIds"
               FROM digest_sends WHERE user_id = $1 AND week = $2`,
      values: [userId, week],
    });
    if (!row) return null;
    const finds = await this.sql.rows<Omit<MailedFind, 'searchName'>>({
      name: 'digest_finds',
      text: `SELECT b.id AS "itemId", b.name, b.category, b.buy_price AS "buyPrice", b.sold_range AS "soldRange"
               FROM unnest($1::int[]) WITH ORDINALITY AS p(id, n) JOIN bolo_items b ON b.id = p.id AND b.status = 'published' ORDER BY p.n`,
      values: [row.itemIds],
    });
    const { itemIds: _ids, ...digest } = row;
    return { ...digest, finds };
  }

  /** The digest went out, or was not needed (`skipped` says why): either way never again that week. */
  async markDone(userId: number, week: string, skipped: string | null = null): Promise<void> {
    await this.sql.run({ text: `UPDATE digest_sends SET sent_at = now(), skipped = $3 WHERE user_id = $1 AND week = $2 AND sent_at IS NULL`, values: [userId, week, skipped] });
  }
}
