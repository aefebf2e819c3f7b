import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counter every statement that writes bolo_items advances (issue 20): processes that hold the
 * catalogue in memory (the API's CatalogueIndex) read it to know their copy is current, whoever
 * wrote (the API, the worker's imports, the seed, a manual statement). A sequence, not a row, so
 * concurrent writers never wait on each other. It moves before the writer commits, so a reader
 * may rebuild too early; the writers that matter also bump the Redis catalogue version after
 * committing, and readers watch both.
 */
export class CatalogueChanges1765300000000 implements MigrationInterface {
  name = 'CatalogueChanges1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE bolo_catalogue_changes`);
    await q.query(`
      CREATE FUNCTION bolo_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('bolo_catalogue_changes');
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER bolo_items_catalogue_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bolo_items
        FOR EACH STATEMENT EXECUTE FUNCTION bolo_catalogue_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER bolo_items_catalogue_changed ON bolo_items`);
    await q.query(`DROP FUNCTION bolo_catalogue_changed()`);
    await q.query(`DROP SEQUENCE bolo_catalogue_changes`);
  }
}
