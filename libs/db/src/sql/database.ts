import type { DataSource } from 'typeorm';
import { SqlExecutor, type Transaction } from './executor';

/** The tables tableDigests covers, with their ordering key. */
const DIGESTED_TABLES = { users: 'id', bolo_items: 'id', bolo_item_images: 'bolo_item_id', payments: 'id', saved_bolos: 'id' } as const;
export type DigestedTable = keyof typeof DIGESTED_TABLES;

/** What concerns the database as a whole rather than one table: transactions, health, version. */
export class Database {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** Runs `work` in one transaction; pass `tx` to each repository call that must commit with the others. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.sql.transaction(work);
  }

  /** Resolves when PostgreSQL answers. */
  async ping(): Promise<void> {
    await this.sql.run({ name: 'database_ping', text: 'SELECT 1' });
  }

  /**
   * One md5 per table over all its rows (ordered by primary key): equal digests mean equal
   * contents, so a caller can prove a run changed nothing (the seed's idempotency test).
   */
  async tableDigests(): Promise<Record<DigestedTable, string | null>> {
    const parts = Object.entries(DIGESTED_TABLES).map(([table, key]) => `(SELECT md5(string_agg(t::text, '|' ORDER BY ${key})) FROM ${table} t) AS ${table}`);
    return (await this.sql.one<Record<DigestedTable, string | null>>({ text: `SELECT ${parts.join(', ')}` })) as Record<DigestedTable, string | null>;
  }

  /** E.g. 'PostgreSQL 15.20 (Debian 15.20-0+deb12u1)'. */
  async serverVersion(): Promise<string> {
    return (await this.sql.one<{ version: string }>({ text: `SELECT split_part(version(), ' on ', 1) AS version` }))?.version ?? 'unknown';
  }
}
