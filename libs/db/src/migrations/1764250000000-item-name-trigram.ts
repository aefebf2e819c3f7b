import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The offline AI provider looks up published items whose name resembles a new item's name
 * (pg_trgm `%` and `%>` on lower(name)). The search index covers name and description together,
 * which cannot answer a name-only similarity, so without this index each lookup reads every row.
 */
export class ItemNameTrigram1764250000000 implements MigrationInterface {
  name = 'ItemNameTrigram1764250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX IF NOT EXISTS ix_bolo_items_published_name_trgm ON bolo_items USING gin ((lower(name)) gin_trgm_ops) WHERE status = 'published'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS ix_bolo_items_published_name_trgm`);
  }
}
