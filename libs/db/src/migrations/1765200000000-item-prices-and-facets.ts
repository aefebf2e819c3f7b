import { MigrationInterface, QueryRunner } from 'typeorm';

/** The steps the facet table buckets by (BUY_MAX_STEPS and PROFIT_MIN_STEPS of @bolo/contracts when this was written). */
const BUY_STEPS = [5, 10, 25, 50, 100];
const PROFIT_STEPS = [10, 25, 50, 100, 250];

/**
 * Prices as numbers (issue 20). The spec's texts stay the wire format ('$5-$10'), and their
 * numbers are kept beside them as stored generated columns, so every write (admin form, CSV
 * import, proposal, seed) keeps them in step without code: the lowest and highest number in each
 * text (spec member-side §9, the rule of extractNumbers in @bolo/contracts), the estimated
 * profit (the card's high end: highest sold - lowest buy, at least 0; 0 without numbers, as the
 * card's '$0 - $0') and the ROI in percent (that profit over the lowest buy; null for a free or
 * unpriced find). Partial indexes serve the directory's orders.
 *
 * Facets (issue 20 item 2) are counted without a search from bolo_item_facet_counts: published
 * items per combination of category, subcategory, platform set, source set and price step, kept
 * exact by statement triggers like bolo_item_counts. At 100k items that is ~10k rows instead of
 * 100k; the API does the disjunctive arithmetic over them (libs/db/src/items/directory-facets.ts).
 */
export class ItemPricesAndFacets1765200000000 implements MigrationInterface {
  name = 'ItemPricesAndFacets1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    // [0-9], not \\d: only ASCII digits are numbers, as in the browser's parser.
    const numbers = `regexp_matches(coalesce(price, ''), '([0-9]{1,3}(?:,[0-9]{3})+(?![0-9])(?:\\.[0-9]+)?|[0-9]+(?:\\.[0-9]+)?)', 'g')`;
    await q.query(`
      CREATE FUNCTION bolo_price_min(price text) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT min(replace(m[1], ',', '')::numeric) FROM ${numbers} m
      $$`);
    await q.query(`
      CREATE FUNCTION bolo_price_max(price text) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT max(replace(m[1], ',', '')::numeric) FROM ${numbers} m
      $$`);
    await q.query(`
      CREATE FUNCTION bolo_estimated_profit(buy_price text, sold_range text) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(greatest(0, round(bolo_price_max(sold_range) - bolo_price_min(buy_price), 2)), 0)
      $$`);
    await q.query(`
      ALTER TABLE bolo_items
        ADD COLUMN buy_min numeric GENERATED ALWAYS AS (bolo_price_min(buy_price)) STORED,
        ADD COLUMN buy_max numeric GENERATED ALWAYS AS (bolo_price_max(buy_price)) STORED,
        ADD COLUMN sold_min numeric GENERATED ALWAYS AS (bolo_price_min(sold_range)) STORED,
        ADD COLUMN sold_max numeric GENERATED ALWAYS AS (bolo_price_max(sold_range)) STORED,
        ADD COLUMN est_profit numeric GENERATED ALWAYS AS (bolo_estimated_profit(buy_price, sold_range)) STORED,
        ADD COLUMN roi_percent numeric GENERATED ALWAYS AS (
          CASE WHEN bolo_price_min(buy_price) > 0 THEN round(bolo_estimated_profit(buy_price, sold_range) * 100 / bolo_price_min(buy_price), 2) END
        ) STORED`);
    await q.query(`CREATE INDEX ix_bolo_items_published_profit ON bolo_items (est_profit DESC, id DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX ix_bolo_items_published_roi ON bolo_items (roi_percent DESC NULLS LAST, id DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX ix_bolo_items_published_sold ON bolo_items (sold_max DESC NULLS LAST, id DESC) WHERE status = 'published'`);

    // A set as one sorted array, so that {Mercari,eBay} and {eBay,Mercari} are one combination.
    await q.query(`
      CREATE FUNCTION bolo_sorted_set(items text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') FROM unnest(items) x
      $$`);
    // The smallest buy step the lowest buy price is within (null: above them all, or no price).
    await q.query(`
      CREATE FUNCTION bolo_buy_step(buy_min numeric) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT min(s) FROM unnest('{${BUY_STEPS.join(',')}}'::integer[]) s WHERE buy_min <= s
      $$`);
    // The largest profit step the estimated profit reaches (0: none).
    await q.query(`
      CREATE FUNCTION bolo_profit_step(est_profit numeric) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(max(s), 0) FROM unnest('{${PROFIT_STEPS.join(',')}}'::integer[]) s WHERE est_profit >= s
      $$`);
    await q.query(`
      CREATE TABLE bolo_item_facet_counts (
        category varchar(100) NOT NULL,
        subcategory varchar(100) NOT NULL, -- '' for items without one
        platforms text[] NOT NULL,
        source text[] NOT NULL,
        buy_step integer NOT NULL,          -- 0: above every step, or no price
        profit_step integer NOT NULL,
        published integer NOT NULL,
        PRIMARY KEY (category, subcategory, platforms, source, buy_step, profit_step)
      )`);
    const combo = (rows: string) => `
      SELECT category, coalesce(subcategory, '') AS subcategory, bolo_sorted_set(platforms) AS platforms, bolo_sorted_set(source) AS source,
             coalesce(bolo_buy_step(buy_min), 0) AS buy_step, bolo_profit_step(est_profit) AS profit_step
        FROM ${rows} WHERE status = 'published'`;
    const key = 'category, subcategory, platforms, source, buy_step, profit_step';
    await q.query(`
      CREATE FUNCTION bolo_item_facet_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO bolo_item_facet_counts AS c (${key}, published)
          SELECT ${key}, count(*) FROM (${combo('new_rows')}) x GROUP BY ${key} ORDER BY ${key}
          ON CONFLICT (${key}) DO UPDATE SET published = c.published + EXCLUDED.published;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE bolo_item_facet_counts c SET published = c.published - gone.n
            FROM (SELECT ${key}, count(*) AS n FROM (${combo('old_rows')}) x GROUP BY ${key}) gone
           WHERE (c.category, c.subcategory, c.platforms, c.source, c.buy_step, c.profit_step)
               = (gone.category, gone.subcategory, gone.platforms, gone.source, gone.buy_step, gone.profit_step);
        ELSE
          INSERT INTO bolo_item_facet_counts AS c (${key}, published)
          SELECT ${key}, sum(delta) FROM (
            SELECT *, 1 AS delta FROM (${combo('new_rows')}) n
            UNION ALL
            SELECT *, -1 FROM (${combo('old_rows')}) o
          ) changes GROUP BY ${key} HAVING sum(delta) <> 0 ORDER BY ${key}
          ON CONFLICT (${key}) DO UPDATE SET published = c.published + EXCLUDED.published;
        END IF;
        RETURN NULL;
      END $$`);
    for (const [event, refs] of [
      ['insert', 'REFERENCING NEW TABLE AS new_rows'],
      ['update', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['delete', 'REFERENCING OLD TABLE AS old_rows'],
    ]) {
      await q.query(`CREATE TRIGGER bolo_item_facet_counts_on_${event} AFTER ${event.toUpperCase()} ON bolo_items ${refs} FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_facet_counts_track()`);
    }
    await q.query(`
      CREATE FUNCTION bolo_item_facet_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM bolo_item_facet_counts;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER bolo_item_facet_counts_on_truncate AFTER TRUNCATE ON bolo_items FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_facet_counts_clear()`);
    // The triggers' lock keeps writers out until this commits, so the fill and the triggers agree.
    await q.query(`INSERT INTO bolo_item_facet_counts (${key}, published) SELECT ${key}, count(*) FROM (${combo('bolo_items')}) x GROUP BY ${key}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) await q.query(`DROP TRIGGER IF EXISTS bolo_item_facet_counts_on_${event} ON bolo_items`);
    await q.query(`DROP TABLE IF EXISTS bolo_item_facet_counts`);
    for (const fn of ['bolo_item_facet_counts_track()', 'bolo_item_facet_counts_clear()', 'bolo_buy_step(numeric)', 'bolo_profit_step(numeric)', 'bolo_sorted_set(text[])']) {
      await q.query(`DROP FUNCTION IF EXISTS ${fn}`);
    }
    await q.query(`ALTER TABLE bolo_items DROP COLUMN IF EXISTS roi_percent, DROP COLUMN IF EXISTS est_profit, DROP COLUMN IF EXISTS sold_max,
                   DROP COLUMN IF EXISTS sold_min, DROP COLUMN IF EXISTS buy_max, DROP COLUMN IF EXISTS buy_min`);
    for (const fn of ['bolo_estimated_profit(text, text)', 'bolo_price_max(text)', 'bolo_price_min(text)']) await q.query(`DROP FUNCTION IF EXISTS ${fn}`);
  }
}
