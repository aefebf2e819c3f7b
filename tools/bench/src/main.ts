import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { ApiClient } from './api-client';
import { CASES, queryString } from './cases';
import { BenchError, loadBenchConfig } from './config';
import { directoryStatements, runDirectorySql } from './directory-sql';
import { runLoad } from './load';
import { consoleTable, markdown, type BenchRow } from './report';

/**
 * Directory benchmark (`npm run bench`): API throughput and latency next to the same SQL run
 * straight against PostgreSQL, per case and concurrency.
 *   1. check the database holds a realistic catalogue (100k+ published items)
 *   2. sign in as the member to get a session cookie
 *   3. for each case: confirm API and SQL agree, then measure both at 1 and 32 connections
 *   4. print the table and write docs/benchmarks.md
 */
async function main(): Promise<void> {
  const config = loadBenchConfig(process.env);
  const loadBefore = os.loadavg()[0];
  const maxConcurrency = Math.max(...config.concurrencies);
  const pool = new Pool({ connectionString: config.databaseUrl, max: 32 });
  const api = new ApiClient(config.apiUrl, maxConcurrency);
  try {
    const counts = await catalogueSize(pool, config.databaseUrl);
    if (counts.published < config.minPublishedItems) {
      throw new BenchError(
        `The benchmark needs at least ${config.minPublishedItems.toLocaleString('en-US')} published items; this database has ${counts.published.toLocaleString('en-US')}. ` +
          `Load a realistic catalogue first: DATABASE_URL=${redact(config.databaseUrl)} npm run seed -- --items 110000`,
      );
    }
    await api.signIn(config.username, config.password);
    log(`${counts.published.toLocaleString('en-US')} published items; ${config.durationMs} ms per cell after ${config.warmupMs} ms warm-up`);

    const rows: BenchRow[] = [];
    for (const c of CASES) {
      const path = `/api/bolo-items?${queryString(c)}`;
      const statements = directoryStatements(c);
      const total = await checkAgreement(api, pool, path, statements);
      const callApi = async () => {
        const res = await api.request('GET', path);
        if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.body.slice(0, 120)}`);
      };
      const callSql = async () => {
        await runDirectorySql(pool, statements);
      };
      for (const concurrency of config.concurrencies) {
        await runLoad(concurrency, config.warmupMs, callApi);
        const apiResult = await runLoad(concurrency, config.durationMs, callApi);
        await runLoad(concurrency, config.warmupMs, callSql);
        const sqlResult = await runLoad(concurrency, config.durationMs, callSql);
        const row = { label: c.label, concurrency, api: apiResult, sql: sqlResult, total };
        rows.push(row);
        log(`${c.label} @ ${concurrency}: API ${Math.round(apiResult.perSecond)} req/s, SQL ${Math.round(sqlResult.perSecond)} req/s`);
        for (const [who, result] of [['API', apiResult], ['SQL', sqlResult]] as const) {
          if (result.errors > 0) log(`  ${who}: ${result.errors} errors, first: ${result.firstError}`);
        }
      }
    }

    console.log(`\n${consoleTable(rows)}\n`);
    const cpus = os.cpus();
    const [{ version }] = (await pool.query(`SELECT split_part(version(), ' on ', 1) AS version`)).rows;
    const report = markdown(
      {
        date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
        cpus: `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'})`,
        memory: `${Math.round(os.totalmem() / 1024 ** 3)} GB`,
        os: `${os.type()} ${os.release()}`,
        node: process.versions.node,
        postgres: version,
        publishedItems: counts.published,
        allItems: counts.all,
        durationMs: config.durationMs,
        warmupMs: config.warmupMs,
        apiUrl: config.apiUrl,
        loadBefore,
        loadAfter: os.loadavg()[0],
      },
      rows,
    );
    mkdirSync(path.dirname(config.outputFile), { recursive: true });
    writeFileSync(config.outputFile, report);
    log(`wrote ${path.relative(process.cwd(), config.outputFile) || config.outputFile}`);
  } finally {
    api.close();
    await pool.end();
  }
}

async function catalogueSize(pool: Pool, url: string): Promise<{ published: number; all: number }> {
  try {
    const { rows } = await pool.query(
      `SELECT count(*) FILTER (WHERE status = 'published')::int AS published, count(*)::int AS all FROM bolo_items`,
    );
    return rows[0];
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '42P01') throw new BenchError(`The database at ${redact(url)} has no schema: run "npm run migrate" and "npm run seed -- --items 110000".`);
    throw new BenchError(`Cannot query PostgreSQL at ${redact(url)} (${code ?? (error as Error).message}): start it or set DATABASE_URL to the API's database.`);
  }
}

/** The raw SQL column is only meaningful if it is what the API runs: same total, same page size. */
async function checkAgreement(api: ApiClient, pool: Pool, path: string, statements: ReturnType<typeof directoryStatements>): Promise<number> {
  const res = await api.request('GET', path);
  if (res.status !== 200) throw new BenchError(`GET ${path} answered ${res.status}: ${res.body.slice(0, 200)}`);
  const body = JSON.parse(res.body) as { items: unknown[]; pagination: { total: number } };
  const sql = await runDirectorySql(pool, statements);
  if (body.pagination.total !== sql.total || body.items.length !== sql.rows) {
    throw new BenchError(
      `API and SQL disagree for ${path} (API total ${body.pagination.total}, ${body.items.length} items; SQL total ${sql.total}, ${sql.rows} rows): ` +
        'is BENCH_API_URL serving the DATABASE_URL database, and does tools/bench/src/directory-sql.ts still match services/api?',
    );
  }
  return sql.total;
}

const redact = (url: string) => url.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');

function log(message: string): void {
  console.log(`bench: ${message}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof BenchError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
