import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, type Transaction } from '../sql/executor';

/** First key of the imports' advisory locks (pg_try_advisory_lock(int, int)); the second is the import id. */
const IMPORT_RUN_LOCK_SPACE = 7301;

/** A run's hold on its import (ImportsRepository.tryLockRun). */
export interface HeldImportLock {
  release(): Promise<void>;
}

export type ImportRecordMode = 'dry-run' | 'import' | 'publish';
export type ImportRecordState = 'queued' | 'running' | 'completed' | 'failed';

/** An item_imports row without its file. */
export interface ImportRecord {
  id: number;
  mode: ImportRecordMode;
  state: ImportRecordState;
  fileName: string;
  fileBytes: number;
  rowsRead: number;
  valid: number;
  invalid: number;
  inserted: number;
  error: string | null;
  createdBy: number | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** A valid row as bolo_items stores it (the import adds status, author and import id). */
export interface ImportedItem {
  name: string;
  description: string;
  notes: string | null;
  category: string;
  subcategory: string | null;
  buyPrice: string;
  soldRange: string;
  platforms: string[];
  source: string[];
}

/** An invalid row: its line in the file, the name it gave (if any) and every message. */
export interface ImportRowError {
  rowNumber: number;
  name: string | null;
  messages: string[];
}

/** One batch of the file: its valid rows (stored unless a dry run), its errors and how many rows it read. */
export interface ImportBatch {
  items: readonly ImportedItem[];
  errors: readonly ImportRowError[];
  rowsRead: number;
  valid: number;
}

const COLUMNS = `id, mode, state, file_name AS "fileName", file_bytes AS "fileBytes", rows_read AS "rowsRead", valid, invalid, inserted,
  error, created_by AS "createdBy", created_at AS "createdAt", started_at AS "startedAt", finished_at AS "finishedAt"`;

/** Every statement on item_imports and item_import_errors, and the import's own rows of bolo_items. */
export class ImportsRepository {
  private readonly sql: SqlExecutor;

  constructor(private readonly dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /**
   * One run of an import at a time, fenced by PostgreSQL rather than by the queue. BullMQ hands a
   * job to another run when the first one's lock lapses (a worker starved of CPU, a Redis outage
   * longer than the lock), and the first run does not stop: two runs of one import would each
   * restart it and add their batches, storing rows twice. A session advisory lock, held on a
   * connection of its own for the whole run, keeps the second run out; it goes with the connection
   * when a worker dies, so a killed worker's import is free at once. Null while another run holds it.
   */
  async tryLockRun(importId: number): Promise<HeldImportLock | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let locked = false;
    try {
      const [row] = (await runner.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [IMPORT_RUN_LOCK_SPACE, importId])) as Array<{ locked: boolean }>;
      locked = row.locked;
    } finally {
      if (!locked) await runner.release();
    }
    if (!locked) return null;
    return {
      async release() {
        try {
          await runner.query('SELECT pg_advisory_unlock($1, $2)', [IMPORT_RUN_LOCK_SPACE, importId]);
        } catch {
          // The connection broke (PostgreSQL restarted): the lock went with it.
        } finally {
          await runner.release();
        }
      },
    };
  }

  /** Stores an uploaded file as a queued import. */
  async create(input: { mode: ImportRecordMode; fileName: string; file: Buffer; createdBy: number | null }): Promise<ImportRecord> {
    const row = await this.sql.one<ImportRecord>({
      text: `INSERT INTO item_imports (mode, file_name, file, file_bytes, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      values: [input.mode, input.fileName, input.file, input.file.length, input.createdBy],
    });
    return row as ImportRecord;
  }

  find(id: number): Promise<ImportRecord | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one<ImportRecord>({ name: 'imports_by_id', text: `SELECT ${COLUMNS} FROM item_imports WHERE id = $1`, values: [id] });
  }

  /** `length` bytes of the stored file from byte `offset` (0-based); empty past its end. */
  async fileSlice(id: number, offset: number, length: number): Promise<Buffer> {
    const row = await this.sql.one<{ slice: Buffer | null }>({
      name: 'imports_file_slice',
      text: `SELECT substring(file FROM $2 FOR $3) AS slice FROM item_imports WHERE id = $1`,
      values: [id, offset + 1, length],
    });
    return row?.slice ?? Buffer.alloc(0);
  }

  /**
   * Starts (or restarts) an import from scratch: what an earlier attempt stored (its items, its
   * errors, its counters) is removed in the same transaction, so a retried job never duplicates
   * rows. Null when the import does not exist.
   */
  start(id: number): Promise<ImportRecord | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.transaction(async (tx) => {
      await this.removeOutcome(id, tx);
      return this.sql.one<ImportRecord>(
        {
          text: `UPDATE item_imports SET state = 'running', started_at = now(), finished_at = NULL, error = NULL,
                                         rows_read = 0, valid = 0, invalid = 0, inserted = 0
                  WHERE id = $1 RETURNING ${COLUMNS}`,
          values: [id],
        },
        tx,
      );
    });
  }

  /**
   * Commits one batch: its valid rows as drafts by the importing admin (only when `store`), its
   * errors and the counters, together. Answers the counters after the batch.
   */
  saveBatch(id: number, batch: ImportBatch, store: boolean): Promise<ImportRecord> {
    return this.sql.transaction(async (tx) => {
      const inserted = store ? await this.insertItems(id, batch.items, tx) : 0;
      await this.insertErrors(id, batch.errors, tx);
      const row = await this.sql.one<ImportRecord>(
        {
          text: `UPDATE item_imports SET rows_read = rows_read + $2, valid = valid + $3, invalid = invalid + $4, inserted = inserted + $5
                  WHERE id = $1 RETURNING ${COLUMNS}`,
          values: [id, batch.rowsRead, batch.valid, batch.errors.length, inserted],
        },
        tx,
      );
      return row as ImportRecord;
    });
  }

  async complete(id: number): Promise<ImportRecord | null> {
    return this.sql.one<ImportRecord>({
      text: `UPDATE item_imports SET state = 'completed', finished_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      values: [id],
    });
  }

  /** Marks the import failed with `error`; the items it inserted are removed, so a failed import leaves nothing half done. */
  fail(id: number, error: string): Promise<ImportRecord | null> {
    return this.sql.transaction(async (tx) => {
      await this.sql.run({ text: `DELETE FROM bolo_items WHERE import_id = $1`, values: [id] }, tx);
      return this.sql.one<ImportRecord>(
        {
          text: `UPDATE item_imports SET state = 'failed', error = $2, inserted = 0, finished_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          values: [id, error],
        },
        tx,
      );
    });
  }

  /** Invalid rows in file order after row `afterRow`, `limit` at a time (the error report is read page by page). */
  errorsAfter(id: number, afterRow: number, limit: number): Promise<ImportRowError[]> {
    return this.sql.rows<ImportRowError>({
      text: `SELECT row_number AS "rowNumber", name, messages FROM item_import_errors
              WHERE import_id = $1 AND row_number > $2 ORDER BY row_number LIMIT $3`,
      values: [id, afterRow, limit],
    });
  }

  /** How many bolo_items rows this import inserted (tests, the benchmark). */
  async countItems(id: number): Promise<number> {
    const row = await this.sql.one<{ n: number }>({ text: `SELECT count(*)::int AS n FROM bolo_items WHERE import_id = $1`, values: [id] });
    return row?.n ?? 0;
  }

  private async removeOutcome(id: number, tx: Transaction): Promise<void> {
    await this.sql.run({ text: `DELETE FROM bolo_items WHERE import_id = $1`, values: [id] }, tx);
    await this.sql.run({ text: `DELETE FROM item_import_errors WHERE import_id = $1`, values: [id] }, tx);
  }

  /**
   * One INSERT … SELECT FROM unnest(arrays) per batch, like ItemsRepository.createMany: nine array
   * parameters instead of nine per row. Lists travel comma-joined (known platform and source names hold no commas).
   */
  private async insertItems(id: number, items: readonly ImportedItem[], tx: Transaction): Promise<number> {
    if (items.length === 0) return 0;
    const columns: unknown[][] = Array.from({ length: 9 }, () => []);
    for (const item of items) {
      [item.name, item.description, item.notes, item.category, item.subcategory, item.buyPrice, item.soldRange, item.platforms.join(','), item.source.join(',')].forEach(
        (value, column) => columns[column].push(value),
      );
    }
    const { rowCount } = await this.sql.run(
      {
        text: `INSERT INTO bolo_items (name, description, notes, category, subcategory, buy_price, sold_range, platforms, source,
                                       status, created_by, import_id, updated, created_at)
               SELECT t.name, t.description, t.notes, t.category, t.subcategory, t.buy_price, t.sold_range,
                      string_to_array(t.platforms, ','), string_to_array(t.source, ','),
                      CASE i.mode WHEN 'publish' THEN 'published' ELSE 'draft' END, i.created_by, i.id, now(), now()
                 FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
                      AS t(name, description, notes, category, subcategory, buy_price, sold_range, platforms, source)
                 JOIN item_imports i ON i.id = $1`,
        values: [id, ...columns],
      },
      tx,
    );
    return rowCount;
  }

  private async insertErrors(id: number, errors: readonly ImportRowError[], tx: Transaction): Promise<void> {
    if (errors.length === 0) return;
    await this.sql.run(
      {
        text: `INSERT INTO item_import_errors (import_id, row_number, name, messages)
               SELECT $1, t.row_number, t.name, t.messages FROM unnest($2::int[], $3::text[], $4::jsonb[]) AS t(row_number, name, messages)`,
        values: [id, errors.map((e) => e.rowNumber), errors.map((e) => e.name), errors.map((e) => JSON.stringify(e.messages))],
      },
      tx,
    );
  }
}
