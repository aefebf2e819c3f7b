import type { DataSource, QueryRunner } from 'typeorm';

/** A statement as `pg` takes it; a `name` makes each connection prepare it once and reuse it. */
export interface SqlStatement {
  name?: string;
  text: string;
  values?: unknown[];
}

/** What PostgreSQL answered: the rows, and how many rows an INSERT/UPDATE/DELETE touched. */
export interface SqlResult<T> {
  rows: T[];
  rowCount: number;
}

/** The part of a `pg` client a statement needs. */
interface PgClient {
  query(statement: SqlStatement): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/**
 * An open transaction. Repositories take one as their last, optional argument, so that a
 * service can make writes of several repositories commit together.
 */
export class Transaction {
  /** @internal */
  constructor(readonly runner: QueryRunner) {}
}

/**
 * How every repository reaches PostgreSQL: the connection pool of the one TypeORM DataSource,
 * through TypeORM's public QueryRunner. A statement goes to the `pg` client as it is, so named
 * statements are prepared once per connection (TypeORM's own `query()` cannot name them) and
 * every kind of statement answers the same `{ rows, rowCount }`.
 */
export class SqlExecutor {
  constructor(private readonly dataSource: DataSource) {}

  async run<T>(statement: SqlStatement, tx?: Transaction): Promise<SqlResult<T>> {
    if (tx) return execute<T>((await tx.runner.connect()) as PgClient, statement);
    const runner = this.dataSource.createQueryRunner();
    try {
      return await execute<T>((await runner.connect()) as PgClient, statement);
    } finally {
      await runner.release();
    }
  }

  async rows<T>(statement: SqlStatement, tx?: Transaction): Promise<T[]> {
    return (await this.run<T>(statement, tx)).rows;
  }

  /** The first row, or null. */
  async one<T>(statement: SqlStatement, tx?: Transaction): Promise<T | null> {
    return (await this.run<T>(statement, tx)).rows[0] ?? null;
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const result = await work(new Transaction(runner));
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}

async function execute<T>(client: PgClient, statement: SqlStatement): Promise<SqlResult<T>> {
  const result = await client.query(statement);
  return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
}

/** PostgreSQL's integer range: larger ids cannot exist and must not reach a query as int4. */
export const MAX_INT4 = 2_147_483_647;

/** True for an id that can name a row of a serial (int4) column. */
export const isRowId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_INT4;

/** The SQLSTATE of a unique-violation, and the constraint it names, if `error` is one. */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' ? { constraint: e.constraint } : null;
}
