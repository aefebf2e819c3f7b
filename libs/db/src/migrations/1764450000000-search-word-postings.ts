import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pages of search results without rechecking rows. With exact totals kept (SearchTermCounts),
 * the cost of a search became its page: a term with a few thousand matches ("met": 1,514 at
 * 100k items) was read either by walking the newest-first index and testing each row's text, or
 * by rechecking every trigram candidate on the heap; both test thousands of rows.
 *
 * A term of letters and digits matches exactly the items with a word containing it (see
 * SearchTermCounts). So this keeps, for published items, one row per (word, item) in
 * bolo_item_words, ordered by word and then newest first, and the vocabulary with how many
 * items carry each word in bolo_search_words (trigram-indexed, to find the words containing a
 * term). A page is then read from index entries of those words alone. Words over 1,000
 * characters are not kept as postings; the vocabulary marks them with '' so that a term is not
 * read this way while such a word exists.
 */
export class SearchWordPostings1764450000000 implements MigrationInterface {
  name = 'SearchWordPostings1764450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bolo_item_words (
        word text NOT NULL,
        updated timestamptz NOT NULL,
        id integer NOT NULL
      )`);
    await q.query(`
      CREATE TABLE bolo_search_words (
        word text PRIMARY KEY, -- '' stands for every word too long to be kept
        published integer NOT NULL
      )`);

    await q.query(`
      CREATE FUNCTION bolo_search_words(search_text text) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT DISTINCT CASE WHEN length(w) <= 1000 THEN w ELSE '' END
          FROM regexp_split_to_table(search_text, '[^abcdefghijklmnopqrstuvwxyz0123456789]+') w WHERE length(w) >= 3
      $$`);

    // A row's postings are found by (word, updated, id) through the one index, so no index on id is needed.
    const removeOld = `
        DELETE FROM bolo_item_words p
         USING (SELECT w, r.updated, r.id FROM old_rows r, bolo_search_words(lower(r.name || ' ' || r.description)) w
                 WHERE r.status = 'published' AND w <> '') o
         WHERE p.word = o.w AND p.updated = o.updated AND p.id = o.id;`;
    await q.query(`
      CREATE FUNCTION bolo_item_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${removeOld}
        INSERT INTO bolo_item_words (word, updated, id)
        SELECT w, r.updated, r.id FROM new_rows r, bolo_search_words(lower(r.name || ' ' || r.description)) w
         WHERE r.status = 'published' AND w <> '';
        -- The vocabulary's counts change by the net difference only.
        INSERT INTO bolo_search_words AS c (word, published)
        SELECT word, sum(delta) FROM (
          SELECT w AS word, 1 AS delta FROM new_rows r, bolo_search_words(lower(r.name || ' ' || r.description)) w WHERE r.status = 'published'
          UNION ALL
          SELECT w, -1 FROM old_rows r, bolo_search_words(lower(r.name || ' ' || r.description)) w WHERE r.status = 'published'
        ) changes
         GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1
        ON CONFLICT (word) DO UPDATE SET published = c.published + EXCLUDED.published;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION bolo_item_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO bolo_item_words (word, updated, id)
        SELECT w, r.updated, r.id FROM new_rows r, bolo_search_words(lower(r.name || ' ' || r.description)) w
         WHERE r.status = 'published' AND w <> '';
        INSERT INTO bolo_search_words AS c (word, published)
        SELECT w, count(*) FROM new_rows r, bolo_search_words(lower(r.name || ' ' || r.description)) w
         WHERE r.status = 'published' GROUP BY 1 ORDER BY 1
        ON CONFLICT (word) DO UPDATE SET published = c.published + EXCLUDED.published;
        RETURN NULL;
      END $$`);
    // Transition tables exist only for their own events: one function per event.
    await q.query(`
      CREATE TRIGGER bolo_item_words_on_insert AFTER INSERT ON bolo_items
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_words_insert()`);
    await q.query(`
      CREATE TRIGGER bolo_item_words_on_update AFTER UPDATE ON bolo_items
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_words_update()`);
    await q.query(`
      CREATE FUNCTION bolo_item_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${removeOld}
        UPDATE bolo_search_words c SET published = c.published - gone.n
          FROM (SELECT w AS word, count(*) AS n FROM old_rows r, bolo_search_words(lower(r.name || ' ' || r.description)) w
                 WHERE r.status = 'published' GROUP BY 1) gone
         WHERE c.word = gone.word;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bolo_item_words_on_delete AFTER DELETE ON bolo_items
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_words_delete()`);
    await q.query(`
      CREATE FUNCTION bolo_item_words_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE bolo_item_words;
        DELETE FROM bolo_search_words;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bolo_item_words_on_truncate AFTER TRUNCATE ON bolo_items
        FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_words_clear()`);

    // Creating the triggers locked out writers until this commits, so the fill and the triggers agree.
    await q.query(`
      INSERT INTO bolo_item_words (word, updated, id)
      SELECT w, r.updated, r.id FROM bolo_items r, bolo_search_words(lower(r.name || ' ' || r.description)) w
       WHERE r.status = 'published' AND w <> ''`);
    await q.query(`INSERT INTO bolo_search_words (word, published) SELECT word, count(*) FROM bolo_item_words GROUP BY 1`);
    await q.query(`
      INSERT INTO bolo_search_words (word, published)
      SELECT '', count(*) FROM bolo_items r WHERE r.status = 'published'
         AND EXISTS (SELECT 1 FROM bolo_search_words(lower(r.name || ' ' || r.description)) w WHERE w = '')
      HAVING count(*) > 0`);
    // Built after the fill: one sort instead of 200 index insertions per item.
    await q.query(`CREATE INDEX ix_bolo_item_words_word_updated ON bolo_item_words (word, updated DESC, id DESC)`);
    await q.query(`CREATE INDEX ix_bolo_search_words_trgm ON bolo_search_words USING gin (word gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) await q.query(`DROP TRIGGER IF EXISTS bolo_item_words_on_${event} ON bolo_items`);
    await q.query(`DROP TABLE IF EXISTS bolo_item_words`);
    await q.query(`DROP TABLE IF EXISTS bolo_search_words`);
    for (const fn of ['bolo_item_words_update()', 'bolo_item_words_insert()', 'bolo_item_words_delete()', 'bolo_item_words_clear()', 'bolo_search_words(text)']) {
      await q.query(`DROP FUNCTION IF EXISTS ${fn}`);
    }
  }
}
