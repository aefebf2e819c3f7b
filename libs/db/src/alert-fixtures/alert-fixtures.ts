import type { DataSource } from 'typeorm';
import { SqlExecutor } from '../sql/executor';

export type FixtureAccess = 'subscriber' | 'lapsed' | 'free';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Members, finds and saved searches written straight into the tables, for the alert and digest
 * tests (services/worker/test) and bench:alert-emails: many at once, as a CSV import or a year of
 * publishing would leave them. Never used by the product.
 */
export class AlertFixtures {
  private readonly sql: SqlExecutor;

  constructor(private readonly dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** One member with an address of their own: a subscriber, a canceled one whose access ended, or a free account. */
  async member(access: FixtureAccess, name: string): Promise<{ id: number; email: string }> {
    const email = `${name}@example.test`;
    const row = await this.sql.one<{ id: number }>({
      text: `INSERT INTO users (username, email, password, subscription_status, subscription_plan, subscription_end_date)
             VALUES ($1, $2, 'x', $3, $4, $5) RETURNING id`,
      values: [
        name,
        email,
        access === 'subscriber' ? 'active' : access === 'lapsed' ? 'canceled' : 'free',
        access === 'free' ? 'none' : 'monthly',
        access === 'subscriber' ? new Date(Date.now() + 30 * DAY_MS) : access === 'lapsed' ? new Date(Date.now() - DAY_MS) : null,
      ],
    });
    return { id: row!.id, email };
  }

  /** `total` subscribers named label1, label2, … with addresses; their ids in order. */
  async subscribers(label: string, total: number): Promise<number[]> {
    const rows = await this.sql.rows<{ id: number }>({
      text: `INSERT INTO users (username, email, password, subscription_status, subscription_plan)
             SELECT $1 || n, $1 || n || '@example.test', 'x', 'active', 'monthly' FROM generate_series(1, $2) AS n RETURNING id`,
      values: [label, total],
    });
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  /** Published finds with these names, in one statement, as a CSV import's batch writes them. */
  async publishedFinds(names: readonly string[], category: string): Promise<void> {
    await this.sql.run({
      text: `INSERT INTO bolo_items (name, description, category, status, buy_price, sold_range, platforms, source)
             SELECT n, 'Imported from a CSV.', $2, 'published', '$5', '$30 - $40', '{eBay}', '{Thrift Stores}' FROM unnest($1::text[]) AS n`,
      values: [names, category],
    });
  }

  /**
   * `total` finds named "<Maker> <kind> no. <n>", published over the past `days` (their first
   * publication spread over them), and the alerts' scan moved past them. Written with the
   * catalogue's triggers off (replica role, this session only): the search postings and facet
   * counts they keep are the directory's, which the alerts never read, and they would make a
   * million rows take twenty minutes.
   */
  async catalogue(total: number, days: number, words: { makers: readonly string[]; kinds: readonly string[]; categories: readonly string[] }): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SET session_replication_role = replica`);
      for (let from = 1; from <= total; from += 100_000) {
        await runner.query(
          `INSERT INTO bolo_items (name, description, category, status, buy_price, sold_range, platforms, source)
           SELECT initcap(($1::text[])[1 + n % cardinality($1::text[])]) || ' ' || ($2::text[])[1 + (n / 7) % cardinality($2::text[])] || ' no. ' || n,
                  'A find from the benchmark catalogue.', ($3::text[])[1 + (n / 3) % cardinality($3::text[])], 'published',
                  '$' || (5 + n % 20), '$' || (40 + n % 60) || ' - $' || (70 + n % 90), '{eBay,Mercari}', '{Thrift Stores}'
             FROM generate_series($4::int, $5::int) AS n`,
          [words.makers, words.kinds, words.categories, from, Math.min(total, from + 99_999)],
        );
      }
    } finally {
      await runner.query(`SET session_replication_role = DEFAULT`);
      await runner.release();
    }
    await this.sql.run({
      text: `INSERT INTO alerted_items (item_id, matched_at) SELECT id, now() - random() * make_interval(days => $1) FROM bolo_items
             ON CONFLICT (item_id) DO UPDATE SET matched_at = EXCLUDED.matched_at`,
      values: [days],
    });
    await this.sql.run({ text: `UPDATE alert_scan SET cursor = pg_snapshot_xmin(pg_current_snapshot())` });
    await this.sql.run({ text: `VACUUM ANALYZE bolo_items` });
    await this.sql.run({ text: `VACUUM ANALYZE alerted_items` });
  }

  /** Saved searches written at once (the API's limit and name rules not applied). */
  async savedSearches(searches: ReadonlyArray<{ userId: number; name: string; query: Record<string, string>; notify: string }>): Promise<void> {
    await this.sql.run({
      text: `INSERT INTO saved_searches (user_id, name, query, notify) SELECT * FROM jsonb_to_recordset($1::jsonb) AS s(user_id int, name text, query jsonb, notify text)`,
      values: [JSON.stringify(searches.map((s) => ({ user_id: s.userId, name: s.name, query: s.query, notify: s.notify })))],
    });
  }

  /**
   * A digest audience: four in five members follow one to three categories; one in five has two
   * weekly saved searches with five of the week's finds matched a day ago. Answers how many finds
   * are the week's.
   */
  async digestAudience(members: readonly number[], categories: readonly string[]): Promise<number> {
    await this.sql.run({
      text: `INSERT INTO notification_settings (user_id, followed_categories)
             SELECT id, ARRAY(SELECT ($2::text[])[1 + (id * k * 7) % cardinality($2::text[])] FROM generate_series(1, 1 + id % 3) AS k)
               FROM unnest($1::int[]) AS id WHERE id % 5 <> 0`,
      values: [members, categories],
    });
    await this.sql.run({
      text: `WITH s AS (INSERT INTO saved_searches (user_id, name, query, notify)
                        SELECT id, 'Search ' || k, jsonb_build_object('search', 'bench'), 'weekly' FROM unnest($1::int[]) AS id, generate_series(1, 2) AS k WHERE id % 5 = 0
                        RETURNING id, user_id),
                  week AS (SELECT array_agg(item_id) AS ids FROM alerted_items WHERE matched_at > now() - interval '7 days')
             INSERT INTO search_alerts (user_id, saved_search_id, item_id, created_at)
             SELECT s.user_id, s.id, week.ids[1 + (s.id * k * 31) % cardinality(week.ids)], now() - interval '1 day'
               FROM s, week, generate_series(1, 5) AS k ON CONFLICT DO NOTHING`,
      values: [members],
    });
    const row = await this.sql.one<{ n: number }>({ text: `SELECT count(*)::int AS n FROM alerted_items WHERE matched_at > now() - interval '7 days'` });
    return row!.n;
  }

  /** How many of an import's finds the alerts' scan has matched. */
  async importFindsMatched(importId: number): Promise<number> {
    const row = await this.sql.one<{ n: number }>({
      text: `SELECT count(*)::int AS n FROM alerted_items a JOIN bolo_items b ON b.id = a.item_id WHERE b.import_id = $1`,
      values: [importId],
    });
    return row!.n;
  }

  /** Every alert recorded, and how many members they are for. */
  async alertTotals(): Promise<{ alerts: number; members: number }> {
    const row = await this.sql.one<{ alerts: number; members: number }>({ text: `SELECT count(*)::int AS alerts, count(DISTINCT user_id)::int AS members FROM search_alerts` });
    return row!;
  }

  /** Digests of a week that went out (not skipped). */
  async digestsSent(week: string): Promise<number> {
    const row = await this.sql.one<{ n: number }>({ text: `SELECT count(*)::int AS n FROM digest_sends WHERE week = $1 AND sent_at IS NOT NULL AND skipped IS NULL`, values: [week] });
    return row!.n;
  }

  /** A member's address changes (as /profile changes it). */
  async changeEmail(userId: number, email: string): Promise<void> {
    await this.sql.run({ text: `UPDATE users SET email = $2 WHERE id = $1`, values: [userId, email] });
  }
}
