import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The directory filtered by category alone (no subcategory) is ordered newest first. The initial
 * (status, category, subcategory, ...) index cannot give that order, so PostgreSQL walked the
 * newest-first index and tested every row's category (a deep page read thousands of rows from the
 * heap). With this index a category page and its count are index-only reads.
 */
export class DirectoryCategoryIndex1763900000000 implements MigrationInterface {
  name = 'DirectoryCategoryIndex1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS ix_bolo_items_status_category_updated ON bolo_items (status, category, updated DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS ix_bolo_items_status_category_updated`);
  }
}
