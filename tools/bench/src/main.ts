import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource, createRepositories, type Repositories } from '@bolo/db';
import { ApiClient } from './api-client';
import { CASES, queryString, type BenchCase } from './cases';
import { BenchError, loadBenchConfig, type BenchConfig } from './config';
import { diverseMarkdown, replaceDiverseBlock, runDiverse } from './diverse-run';
import { runDirectorySql } from './directory-sql';
import { runLoad, type LoadResult } from './load';
import { consoleTables, markdown, replaceGenerated, type BenchRow } from './report';

/**
 * Directory benchmark (`npm run bench`): API throughput and latency next to the same SQL run
 * straight against PostgreSQL, per case and concurrency.
 *   1. check the database holds a realistic catalogue (100k+ published items)
 *   2. sign in as the member to get a session cookie (on the uncached API too, if given)
 *   3. warm the API up on every case, then for each case: confirm API and SQL agree and measure
 *      each at 1 and 32 connections
 *   4. print the tables and write them into docs/benchmarks.md (the analysis there is kept)
 * With BENCH_WORKLOAD=diverse it measures queries that rarely repeat instead (diverse-run.ts).
 */
async function main(): Promise<void> {
  const config = loadBenchConfig(process.env);
  const loadBefore = os.loadavg()[0];
  const maxConcurrency = Math.max(...config.concurrencies);
  const dataSource = createDataSource(config.databaseUrl, maxConcurrency);
  const db = createRepositories(dataSource);
  const api = new ApiClient(config.apiUrl, maxConcurrency);
  const uncachedApi = config.uncachedApiUrl ? new ApiClient(config.uncachedApiUrl, maxConcurrency) : null;
  try {
    const counts = await catalogueSize(dataSource, db, config.databaseUrl);
    if (counts.published < config.minPublishedItems) {
      throw new BenchError(
        `The benchmark needs at least ${config.minPublishedItems.toLocaleString('en-US')} published items; this database has ${counts.published.toLocaleString('en-US')}. ` +
          `Load a realistic catalogue first: DATABASE_URL=${redact(config.databaseUrl)} npm run seed -- --items 110000`,
      );
    }
    await api.signIn(config.username, config.password);
    await uncachedApi?.signIn(config.username, config.password);
    log(`${counts.published.toLocaleString('en-US')} published items; ${config.durationMs} ms per cell after ${config.warmupMs} ms warm-up`);
    if (!uncachedApi) log('BENCH_UNCACHED_API_URL is not set: measuring the cached API only');
    if (config.workload === 'diverse') {
      await diverse(config, dataSource, db, api, uncachedApi, counts.published);
      return;
    }

    const measure = async (concurrency: number, request: () => Promise<void>): Promise<LoadResult> => {
      await runLoad(concurrency, config.warmupMs, request);
      return runLoad(concurrency, config.durationMs, request);
    };
    // A fresh API process is still compiling its hot paths: give each case one warm-up round first.
    for (const c of CASES) {
      const path = `/api/bolo-items?${queryString(c)}`;
      for (const client of [api, uncachedApi]) if (client) await runLoad(maxConcurrency, config.warmupMs, apiCall(client, path));
    }
    const rows: BenchRow[] = [];
    for (const c of CASES) {
      const path = `/api/bolo-items?${queryString(c)}`;
      const total = await checkAgreement(api, db, path, c);
      if (uncachedApi) await checkAgreement(uncachedApi, db, path, c);
      const callSql = async () => {
        await runDirectorySql(db.items, c);
      };
      for (const concurrency of config.concurrencies) {
        const apiResult = await measure(concurrency, apiCall(api, path));
        const uncachedResult = uncachedApi ? await measure(concurrency, apiCall(uncachedApi, path)) : null;
        const sqlResult = await measure(concurrency, callSql);
        rows.push({ label: c.label, concurrency, api: apiResult, uncachedApi: uncachedResult, sql: sqlResult, total });
        const uncached = uncachedResult ? `, uncached API ${Math.round(uncachedResult.perSecond)} req/s` : '';
        log(`${c.label} @ ${concurrency}: API ${Math.round(apiResult.perSecond)} req/s${uncached}, SQL ${Math.round(sqlResult.perSecond)} req/s`);
        for (const [who, result] of [['API', apiResult], ['uncached API', uncachedResult], ['SQL', sqlResult]] as const) {
          if (result && result.errors > 0) log(`  ${who}: ${result.errors} errors, first: ${result.firstError}`);
        }
      }
    }

    console.log(`\n${consoleTables(rows)}\n`);
    const cpus = os.cpus();
    const version = await db.database.serverVersion();
    const generated = markdown(
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
        uncachedApiUrl: config.uncachedApiUrl,
        loadBefore,
        loadAfter: os.loadavg()[0],
      },
      rows,
    );
    mkdirSync(path.dirname(config.outputFile), { recursive: true });
    const previous = existsSync(config.outputFile) ? readFileSync(config.outputFile, 'utf8') : '';
    writeFileSync(config.outputFile, replaceGenerated(previous, generated));
    log(`wrote ${path.relative(process.cwd(), config.outputFile) || config.outputFile}`);
  } finally {
    api.close();
    uncachedApi?.close();
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

/** BENCH_WORKLOAD=diverse: queries that rarely repeat (diverse-run.ts), written to their own block per catalogue size. */
async function diverse(config: BenchConfig, dataSource: DataSource, db: Repositories, api: ApiClient, uncachedApi: ApiClient | null, published: number): Promise<void> {
  const run = await runDiverse({ config, dataSource, db, api, uncachedApi, published });
  const generated = diverseMarkdown(
    {
      date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
      published,
      durationMs: config.durationMs,
      warmupMs: config.warmupMs,
      loadBefore: run.loadBefore,
      loadAfter: run.loadAfter,
      verified: run.verified,
      postgres: await db.database.serverVersion(),
    },
    run.rows,
  );
  console.log(`\n${generated}`);
  const label = config.label ?? `${Math.round(published / 1000)}k`;
  const previous = existsSync(config.outputFile) ? readFileSync(config.outputFile, 'utf8') : '';
  writeFileSync(config.outputFile, replaceDiverseBlock(previous, label, generated));
  log(`wrote the "${label}" block of ${path.relative(process.cwd(), config.outputFile) || config.outputFile}`);
}

function apiCall(api: ApiClient, path: string): () => Promise<void> {
  return async () => {
    const res = await api.request('GET', path);
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.body.slice(0, 120)}`);
  };
}

async function catalogueSize(dataSource: DataSource, db: Repositories, url: string): Promise<{ published: number; all: number }> {
  try {
    await dataSource.initialize();
    return await db.items.countByStatus();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '42P01') throw new BenchError(`The database at ${redact(url)} has no schema: run "npm run migrate" and "npm run seed -- --items 110000".`);
    throw new BenchError(`Cannot query PostgreSQL at ${redact(url)} (${code ?? (error as Error).message}): start it or set DATABASE_URL to the API's database.`);
  }
}

/** The raw SQL column is only meaningful if it is what the API serves: same total, same items in the same order. */
async function checkAgreement(api: ApiClient, db: Repositories, path: string, c: BenchCase): Promise<number> {
  const res = await api.request('GET', path);
  if (res.status !== 200) throw new BenchError(`GET ${path} answered ${res.status}: ${res.body.slice(0, 200)}`);
  const body = JSON.parse(res.body) as { items: Array<{ id: number }>; pagination: { total: number } };
  const sql = await runDirectorySql(db.items, c);
  const apiIds = body.items.map((item) => item.id).join(',');
  const sqlIds = sql.rows.map((row) => row.id).join(',');
  if (body.pagination.total !== sql.total || apiIds !== sqlIds) {
    throw new BenchError(
      `API and SQL disagree for ${path} (API total ${body.pagination.total}, ${body.items.length} items; SQL total ${sql.total}, ${sql.rows.length} rows): ` +
        'is the API serving the DATABASE_URL database, and was its cache emptied after the last seed (a seed bumps the catalogue version)?',
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
