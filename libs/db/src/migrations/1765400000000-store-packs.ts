import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The offline store pack (issue 21).
 *
 * bolo_item_changes: which items each transaction wrote, kept by statement triggers on every
 * write path, so a member's phone can be sent only what changed since its last sync (new, edited,
 * unpublished and deleted items alike). Rows carry the writing transaction's id: a sync answers
 * the changes of every transaction that finished before its snapshot (pg_snapshot_xmin) and
 * hands that boundary back as the next cursor, so a transaction that commits late is never
 * skipped. A TRUNCATE writes one row without an item: everything changed.
 *
 * store_pack_downloads: every pack handed out (who, when, full or delta): the daily limits count
 * them, and the leak-tracing tool compares a leaked file with the accounts that downloaded one.
 */
export class StorePacks1765400000000 implements MigrationInterface {
  name = 'StorePacks1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bolo_item_changes (
        item_id integer,
        xact xid8 NOT NULL DEFAULT pg_current_xact_id(),
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX bolo_item_changes_xact ON bolo_item_changes (xact)`);
    await q.query(`
      CREATE FUNCTION bolo_item_changes_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          INSERT INTO bolo_item_changes (item_id) SELECT DISTINCT id FROM old_rows;
        ELSIF TG_OP = 'TRUNCATE' THEN
          INSERT INTO bolo_item_changes (item_id) VALUES (NULL);
        ELSE
          INSERT INTO bolo_item_changes (item_id) SELECT DISTINCT id FROM new_rows;
        END IF;
        RETURN NULL;
      END $$`);
    for (const [event, refs] of [
      ['insert', 'REFERENCING NEW TABLE AS new_rows'],
      ['update', 'REFERENCING NEW TABLE AS new_rows'],
      ['delete', 'REFERENCING OLD TABLE AS old_rows'],
      ['truncate', ''],
    ]) {
      await q.query(`CREATE TRIGGER bolo_item_changes_on_${event} AFTER ${event.toUpperCase()} ON bolo_items ${refs} FOR EACH STATEMENT EXECUTE FUNCTION bolo_item_changes_track()`);
    }
    await q.query(`
      CREATE TABLE store_pack_downloads (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(5) NOT NULL CHECK (kind IN ('full', 'delta')),
        items integer NOT NULL,
        downloaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX store_pack_downloads_user ON store_pack_downloads (user_id, downloaded_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE store_pack_downloads`);
    for (const event of ['insert', 'update', 'delete', 'truncate']) await q.query(`DROP TRIGGER bolo_item_changes_on_${event} ON bolo_items`);
    await q.query(`DROP FUNCTION bolo_item_changes_track()`);
    await q.query(`DROP TABLE bolo_item_changes`);
  }
}
