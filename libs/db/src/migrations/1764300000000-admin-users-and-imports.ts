import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User management and CSV import.
 *  - users.disabled_at: a disabled account cannot sign in and its sessions are refused.
 *  - item_imports: one uploaded CSV (the file itself, read back by the worker in slices) and the
 *    job's progress; item_import_errors: the invalid rows, for the error report.
 *  - bolo_items.import_id: which import inserted a row, so a retried import first deletes what
 *    its failed attempt inserted (and deleting an import keeps its items).
 */
export class AdminUsersAndImports1764300000000 implements MigrationInterface {
  name = 'AdminUsersAndImports1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN disabled_at timestamptz`);

    await q.query(`
      CREATE TABLE item_imports (
        id serial PRIMARY KEY,
        mode varchar(10) NOT NULL CHECK (mode IN ('dry-run', 'import')),
        state varchar(10) NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'completed', 'failed')),
        file_name varchar(255) NOT NULL,
        file bytea NOT NULL,
        file_bytes integer NOT NULL,
        rows_read integer NOT NULL DEFAULT 0,
        valid integer NOT NULL DEFAULT 0,
        invalid integer NOT NULL DEFAULT 0,
        inserted integer NOT NULL DEFAULT 0,
        error text,
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    // The file is read in 1 MB slices with substring(): stored uncompressed, a slice reads only its own TOAST chunks.
    await q.query(`ALTER TABLE item_imports ALTER COLUMN file SET STORAGE EXTERNAL`);

    await q.query(`
      CREATE TABLE item_import_errors (
        import_id integer NOT NULL REFERENCES item_imports(id) ON DELETE CASCADE,
        row_number integer NOT NULL,
        name text,
        messages jsonb NOT NULL, -- the row's messages, a JSON list of strings
        PRIMARY KEY (import_id, row_number)
      )`);

    await q.query(`ALTER TABLE bolo_items ADD COLUMN import_id integer REFERENCES item_imports(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX ix_bolo_items_import ON bolo_items (import_id) WHERE import_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS ix_bolo_items_import`);
    await q.query(`ALTER TABLE bolo_items DROP COLUMN IF EXISTS import_id`);
    await q.query(`DROP TABLE IF EXISTS item_import_errors`);
    await q.query(`DROP TABLE IF EXISTS item_imports`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS disabled_at`);
  }
}
