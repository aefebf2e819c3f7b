import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exact search totals without counting matches. A directory search is a case-insensitive
 * substring match on lower(name || ' ' || description); its total used to be counted on
 * bolo_items through the trigram index, which rechecks every candidate row on the heap: "vin"
 * (21k matches at 100k items) cost 50-70 ms, ten times that at 1M.
 *
 * A term made only of the letters a-z and digits can only occur inside one run of such
 * characters ("word"), so the items matching it are exactly the items one of whose words
 * contains it. This table keeps, per (category, subcategory), how many published items contain
 * each 3- and 4-character piece of their words ('g') and each whole word of 5+ characters ('w'):
 *   - a 3- or 4-character term's total is its 'g' row, summed over the category filters;
 *   - a longer term's total is its word's 'w' row when exactly one known word contains it
 *     ("pyrex"); otherwise (several words contain it, a word over 1,000 characters, or other
 *     characters than a-z and 0-9) it is still counted on bolo_items.
 * Statement triggers keep it exact, like bolo_item_counts: each item adds 1 per distinct term.
 */
export class SearchTermCounts1764400000000 implements MigrationInterface {
  name = 'SearchTermCounts1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bolo_item_term_counts (
        -- 'g': a 3- or 4-character piece of a word; 'w': a whole word of 5+ characters, or '' for
        -- any word too long for an index entry (a term inside it must then be counted on bolo_items)
        kind char(1) NOT NULL,
        term text NOT NULL,
        category varchar(100) NOT NULL,
        subcategory varchar(100) NOT NULL, -- '' for items without one
        published integer NOT NULL,
        PRIMARY KEY (kind, term, category, subcategory)
      )`);
    // Finds the words that contain a longer term ('%pyrex%'), among a few thousand words.
    await q.query(`CREATE INDEX ix_bolo_item_term_counts_words ON bolo_item_term_counts USING gin (term gin_trgm_ops) WHERE kind = 'w'`);

    // The distinct terms of one item's search text. IMMUTABLE and one place: triggers and the
    // initial fill agree. Words are split on anything but a-z and 0-9 (spelled out: bracket ranges
    // can depend on the collation).
    await q.query(`
      CREATE FUNCTION bolo_search_terms(search_text text) RETURNS TABLE (kind char(1), term text)
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        WITH words AS (
          SELECT DISTINCT w FROM regexp_split_to_table(search_text, '[^abcdefghijklmnopqrstuvwxyz0123456789]+') w WHERE length(w) >= 3
        )
        SELECT DISTINCT 'g'::char(1), substr(w, i, n) FROM words, generate_series(3, 4) n, generate_series(1, length(w) - n + 1) i
        UNION ALL
        SELECT DISTINCT 'w'::char(1), CASE WHEN length(w) <= 1000 THEN w ELSE '' END FROM words WHERE length(w) >= 5
      $$`);

    await q.query(`
      CREATE FUNCTION bolo_item_term_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO bolo_item_term_counts AS c (kind, term, category, subcategory, published)
          SELECT t.kind, t.term, r.category, coalesce(r.subcategory, ''), count(*)
            FROM new_rows r, bolo_search_terms(lower(r.name || ' ' || r.description)) t
           WHERE r.status = 'published'
           GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
          ON CONFLICT (kind, term, category, subcategory) DO UPDATE SET published = c.published + EXCLUDED.published;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE bolo_item_term_counts c SET published = c.published - gone.n
            FROM (SELECT t.kind, t.term, r.category, coalesce(r.subcategory, '') AS subcategory, count(*) AS n
                    FROM old_rows r, bolo_search_terms(lower(r.name || ' ' || r.description)) t
                   WHERE r.status = 'published' GROUP BY 1, 2, 3, 4) gone
           WHERE c.kind = gone.kind AND c.term = gone.term AND c.category = gone.category AND c.subcategory = gone.subcategory;
        ELSE
          -- Only net changes are written: an edit that keeps the text, status and category touches nothing.
          INSERT INTO bolo_item_term_counts AS c (kind, term, category, subcategory, published)
          SELECT kind, term, category, subcategory, sum(delta) FROM (
            SELECT t.kind, t.term, r.category, coalesce(r.subcategory, '') AS subcategory, 1 AS delta
              FROM new_rows r, bolo_search_terms(lower(r.name || ' ' || r.description)) t WHERE r.status = 'published'
            UNION ALL
            SELECT t.kind, t.term, r.category, coalesce(r.subcategory, ''), -1
              FROM old_rows r, bolo_search_terms(lower(r.name || ' ' || r.description)) t WHERE r.status = 'published'
          ) changes
           GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
          ON CONFLICT (kind, term, category, subcategory) DO UPDATE SET published = c.published + EXCLUDED.published;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bolo_item_term_counts_on_insert AFTER INSERT ON bolo_items
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_term_counts_track()`);
    await q.query(`
      CREATE TRIGGER bolo_item_term_counts_on_update AFTER UPDATE ON bolo_items
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_term_counts_track()`);
    await q.query(`
      CREATE TRIGGER bolo_item_term_counts_on_delete AFTER DELETE ON bolo_items
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_term_counts_track()`);
    await q.query(`
      CREATE FUNCTION bolo_item_term_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM bolo_item_term_counts;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bolo_item_term_counts_on_truncate AFTER TRUNCATE ON bolo_items
        FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_term_counts_clear()`);

    // Creating the triggers locked out writers until this commits, so the fill and the triggers agree.
    await q.query(`
      INSERT INTO bolo_item_term_counts (kind, term, category, subcategory, published)
      SELECT t.kind, t.term, r.category, coalesce(r.subcategory, ''), count(*)
        FROM bolo_items r, bolo_search_terms(lower(r.name || ' ' || r.description)) t
       WHERE r.status = 'published'
       GROUP BY 1, 2, 3, 4`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) await q.query(`DROP TRIGGER IF EXISTS bolo_item_term_counts_on_${event} ON bolo_items`);
    await q.query(`DROP TABLE IF EXISTS bolo_item_term_counts`);
    await q.query(`DROP FUNCTION IF EXISTS bolo_item_term_counts_track()`);
    await q.query(`DROP FUNCTION IF EXISTS bolo_item_term_counts_clear()`);
    await q.query(`DROP FUNCTION IF EXISTS bolo_search_terms(text)`);
  }
}
