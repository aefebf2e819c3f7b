import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office lists every item, drafts included, newest change first. The directory's
 * indexes all start with status, so "all items" sorted every row per request (p95 1 s at 110k
 * items, docs/benchmarks.md); this one serves that order and its deep pages by index.
 */
export class AdminItemOrder1764350000000 implements MigrationInterface {
  name = 'AdminItemOrder1764350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS ix_bolo_items_updated ON bolo_items (updated DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS ix_bolo_items_updated`);
  }
}
