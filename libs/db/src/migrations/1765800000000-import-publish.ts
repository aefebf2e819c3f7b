import { MigrationInterface, QueryRunner } from 'typeorm';

/** A CSV import may publish its valid rows at once (mode 'publish', issue 22): their saved-search alerts then go out. */
export class ImportPublish1765800000000 implements MigrationInterface {
  name = 'ImportPublish1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE item_imports DROP CONSTRAINT item_imports_mode_check`);
    await q.query(`ALTER TABLE item_imports ADD CONSTRAINT item_imports_mode_check CHECK (mode IN ('dry-run', 'import', 'publish'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE item_imports SET mode = 'import' WHERE mode = 'publish'`);
    await q.query(`ALTER TABLE item_imports DROP CONSTRAINT item_imports_mode_check`);
    await q.query(`ALTER TABLE item_imports ADD CONSTRAINT item_imports_mode_check CHECK (mode IN ('dry-run', 'import'))`);
  }
}
