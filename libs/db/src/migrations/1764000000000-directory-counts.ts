import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The directory's totals without counting: published items per (category, subcategory), kept
 * exact by statement triggers on bolo_items. Counting 104k published rows took ~10 ms of CPU per
 * request (an index-only scan of every entry); summing the ~50 rows here takes ~0.1 ms. Searches
 * are still counted on bolo_items, since a term's matches cannot be kept in advance.
 *
 * Writers pay one small upsert per statement (a 5,000-row seed batch: one upsert per category).
 * Two transactions publishing into the same category at once wait for each other's commit on
 * that category's row; for a catalogue edited by a few admins that is harmless.
 */
export class DirectoryCounts1764000000000 implements MigrationInterface {
  name = 'DirectoryCounts1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bolo_item_counts (
        category varchar(100) NOT NULL,
        subcategory varchar(100) NOT NULL, -- '' for items without one
        published integer NOT NULL,
        PRIMARY KEY (category, subcategory)
      )`);

    // One function for the three triggers: each event has only its own transition tables.
    await q.query(`
      CREATE FUNCTION bolo_item_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO bolo_item_counts AS c (category, subcategory, published)
          SELECT category, coalesce(subcategory, ''), count(*) FROM new_rows WHERE status = 'published'
           GROUP BY 1, 2 ORDER BY 1, 2
          ON CONFLICT (category, subcategory) DO UPDATE SET published = c.published + EXCLUDED.published;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE bolo_item_counts c SET published = c.published - gone.n
            FROM (SELECT category, coalesce(subcategory, '') AS subcategory, count(*) AS n
                    FROM old_rows WHERE status = 'published' GROUP BY 1, 2) gone
           WHERE c.category = gone.category AND c.subcategory = gone.subcategory;
        ELSE
          -- Only net changes are written, so edits that keep status and category touch nothing.
          INSERT INTO bolo_item_counts AS c (category, subcategory, published)
          SELECT category, subcategory, sum(delta) FROM (
            SELECT category, coalesce(subcategory, '') AS subcategory, 1 AS delta FROM new_rows WHERE status = 'published'
            UNION ALL
            SELECT category, coalesce(subcategory, ''), -1 FROM old_rows WHERE status = 'published'
          ) changes
           GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
          ON CONFLICT (category, subcategory) DO UPDATE SET published = c.published + EXCLUDED.published;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bolo_item_counts_on_insert AFTER INSERT ON bolo_items
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_counts_track()`);
    await q.query(`
      CREATE TRIGGER bolo_item_counts_on_update AFTER UPDATE ON bolo_items
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_counts_track()`);
    await q.query(`
      CREATE TRIGGER bolo_item_counts_on_delete AFTER DELETE ON bolo_items
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_counts_track()`);
    await q.query(`
      CREATE FUNCTION bolo_item_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM bolo_item_counts;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bolo_item_counts_on_truncate AFTER TRUNCATE ON bolo_items
        FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_counts_clear()`);

    // The triggers above already hold a lock that keeps writers out until this commits,
    // so the starting counts and the triggers agree.
    await q.query(`
      INSERT INTO bolo_item_counts (category, subcategory, published)
      SELECT category, coalesce(subcategory, ''), count(*) FROM bolo_items WHERE status = 'published' GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS bolo_item_counts`);
    for (const event of ['insert', 'update', 'delete', 'truncate']) await q.query(`DROP TRIGGER IF EXISTS bolo_item_counts_on_${event} ON bolo_items`);
    await q.query(`DROP FUNCTION IF EXISTS bolo_item_counts_track()`);
    await q.query(`DROP FUNCTION IF EXISTS bolo_item_counts_clear()`);
  }
}
