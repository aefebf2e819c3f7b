import os from 'node:os';
import type { DataSource } from 'typeorm';
import type { FacetCombination } from '@bolo/catalogue-search';
import { createRepositories, type Repositories } from '@bolo/db';
import type { ApiClient } from './api-client';
import { casePath, queryString, type BenchCase } from './cases';
import { BenchError, type BenchConfig } from './config';
import { DIVERSE_KIND_LABELS, DIVERSE_MIX, diverseQueries, REFERENCE_KINDS, type DiverseCatalogue, type DiverseKind, type DiverseQuery } from './diverse';
import { runLoad, summarize, type LoadResult } from './load';

/** How many sampled names the words and prefixes are drawn from. */
const NAME_SAMPLE = 5000;
/** The queries the "warm" cells repeat: all of them are in the cache after one untimed pass. */
const WARM_POOL = 200;

export interface DiverseContext {
  config: BenchConfig;
  dataSource: DataSource;
  db: Repositories;
  api: ApiClient;
  uncachedApi: ApiClient | null;
  published: number;
}

export interface DiverseRow {
  who: string;
  concurrency: number;
  result: LoadResult;
  /** Share of the measured requests whose query this API had already been sent in this run (could be cache hits). */
  repeated: number | null;
  byKind: Map<DiverseKind, LoadResult> | null;
}

export async function loadDiverseCatalogue(dataSource: DataSource, published: number): Promise<DiverseCatalogue> {
  const { items } = createRepositories(dataSource);
  const [sample, scopes] = await Promise.all([items.samplePublished(NAME_SAMPLE), items.publishedScopes()]);
  return { names: sample.map((n) => n.name), scopes, published };
}

/**
 * Before anything is timed: a sample of the workload's queries must get, from every API and from
 * the repository the API calls, exactly the items and total of the plain reference SQL.
 */
export async function verifySample(ctx: DiverseContext, catalogue: DiverseCatalogue, sample: number, seed: number): Promise<number> {
  const next = diverseQueries(catalogue, seed);
  const apis = [ctx.api, ctx.uncachedApi].filter((a): a is ApiClient => a !== null);
  for (let i = 0; i < sample; i += 1) {
    const q = next();
    // Every query as measured against the repository; the browsing and search kinds also newest
    // first (the reference's order; a search is otherwise ranked by relevance) against the reference.
    await verifyAgainstRepository(ctx, apis, q);
    if (!REFERENCE_KINDS.includes(q.kind)) continue;
    if (q.search !== undefined) q.sort = 'newest';
    const expected = await ctx.db.items.referencePage(q);
    const answers: Array<[string, { ids: number[]; total: number }]> = [];
    const repo = await ctx.db.items.directory(q);
    answers.push(['repository', { ids: repo.rows.map((r) => r.id), total: repo.total }]);
    for (const api of apis) answers.push([api === ctx.api ? 'API' : 'uncached API', await apiPage(api, q)]);
    for (const [who, got] of answers) {
      if (got.total !== expected.total || got.ids.join(',') !== expected.ids.join(',')) {
        throw new BenchError(
          `${who} disagrees with the reference SQL for ${queryString(q)}: total ${got.total} vs ${expected.total}, ids ${got.ids.slice(0, 5).join(',')}... vs ${expected.ids.slice(0, 5).join(',')}...`,
        );
      }
    }
  }
  return sample;
}

/**
 * Facets, filters, orders and typo searches have no plain reference statement here (their
 * meaning is checked against plain TypeScript in libs/db/test/directory-search.int.spec.ts):
 * every API must answer what the repository answers.
 */
async function verifyAgainstRepository(ctx: DiverseContext, apis: ApiClient[], q: DiverseQuery): Promise<void> {
  const expected = JSON.stringify(await repositoryAnswer(ctx, q));
  for (const api of apis) {
    const res = await api.request('GET', casePath(q));
    if (res.status !== 200) throw new BenchError(`GET ${casePath(q)} answered ${res.status}: ${res.body.slice(0, 200)}`);
    const body = JSON.parse(res.body) as Record<string, unknown> & { items?: Array<{ id: number }>; pagination?: { total: number } };
    const got = JSON.stringify(q.facets ? body : { ids: body.items?.map((item) => item.id), total: body.pagination?.total, search: body.search });
    if (got !== expected) throw new BenchError(`${api === ctx.api ? 'API' : 'uncached API'} disagrees with the repository for ${casePath(q)}: ${got.slice(0, 200)} vs ${expected.slice(0, 200)}`);
  }
}

let keptCombinations: Promise<FacetCombination[]> | undefined;

/** What the repository answers for a query, in the shape compared with the API's. */
async function repositoryAnswer(ctx: DiverseContext, q: DiverseQuery): Promise<unknown> {
  // The kept facet combinations held in memory, as the API holds them (read once: the bench writes nothing).
  keptCombinations ??= ctx.db.items.facetCombinations();
  const kept = () => keptCombinations as Promise<FacetCombination[]>;
  if (q.facets) return ctx.db.items.directoryFacets(q, undefined, kept);
  const { rows, total, search } = await ctx.db.items.directory(q, undefined, new Date(), kept);
  return { ids: rows.map((r) => r.id), total, search };
}

async function apiPage(api: ApiClient, q: BenchCase): Promise<{ ids: number[]; total: number }> {
  const res = await api.request('GET', casePath(q));
  if (res.status !== 200) throw new BenchError(`GET ${casePath(q)} answered ${res.status}: ${res.body.slice(0, 200)}`);
  const body = JSON.parse(res.body) as { items: Array<{ id: number }>; pagination: { total: number } };
  return { ids: body.items.map((item) => item.id), total: body.pagination.total };
}

/** Wraps a query stream: each call sends the next query and records its latency under its kind. */
function timedStream(next: () => DiverseQuery, send: (q: DiverseQuery) => Promise<void>, byKind: Map<DiverseKind, number[]>, seen: Set<string> | null, repeats: { n: number; all: number }) {
  return async () => {
    const q = next();
    const key = queryString(q);
    if (seen) {
      repeats.all += 1;
      if (seen.has(key)) repeats.n += 1;
      seen.add(key);
    }
    const t0 = process.hrtime.bigint();
    await send(q);
    const list = byKind.get(q.kind) ?? [];
    list.push(Number(process.hrtime.bigint() - t0) / 1e6);
    byKind.set(q.kind, list);
  };
}

function apiSender(api: ApiClient): (q: BenchCase) => Promise<void> {
  return async (q) => {
    const res = await api.request('GET', casePath(q));
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.body.slice(0, 120)}`);
  };
}

export async function runDiverse(ctx: DiverseContext): Promise<{ rows: DiverseRow[]; verified: number; loadBefore: number; loadAfter: number }> {
  const { config } = ctx;
  const catalogue = await loadDiverseCatalogue(ctx.dataSource, ctx.published);
  let seed = config.seed;
  const nextSeed = () => (seed += 1);
  const verified = await verifySample(ctx, catalogue, config.verifySample, nextSeed());
  log(`${verified} sampled queries: every API and the repository answered the reference SQL's items and totals`);

  const loadBefore = os.loadavg()[0];
  const seen = new Map<ApiClient, Set<string>>();
  const rows: DiverseRow[] = [];
  const measure = async (who: string, concurrency: number, api: ApiClient | null, send: (q: DiverseQuery) => Promise<void>, stream: () => () => DiverseQuery) => {
    const apiSeen = api ? (seen.get(api) ?? new Set<string>()) : null;
    if (api && apiSeen) seen.set(api, apiSeen);
    await runLoad(concurrency, config.warmupMs, timedStream(stream(), send, new Map(), apiSeen, { n: 0, all: 0 }));
    const byKind = new Map<DiverseKind, number[]>();
    const repeats = { n: 0, all: 0 };
    const result = await runLoad(concurrency, config.durationMs, timedStream(stream(), send, byKind, apiSeen, repeats));
    const kinds = new Map([...byKind].map(([kind, latencies]) => [kind, summarize(latencies, result.durationMs)] as const));
    rows.push({ who, concurrency, result, repeated: api ? repeats.n / Math.max(1, repeats.all) : null, byKind: kinds });
    log(`${who} @ ${concurrency}: ${Math.round(result.perSecond)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms${result.errors ? `, ${result.errors} errors (${result.firstError})` : ''}`);
  };

  for (const concurrency of config.concurrencies) {
    if (ctx.uncachedApi) await measure('API, cache off', concurrency, ctx.uncachedApi, apiSender(ctx.uncachedApi), () => diverseQueries(catalogue, nextSeed()));
    await measure('API, cache on (new queries)', concurrency, ctx.api, apiSender(ctx.api), () => diverseQueries(catalogue, nextSeed()));
    // Warm: a fixed pool of queries, each already answered once, so every request is a cache hit.
    const poolStream = diverseQueries(catalogue, nextSeed());
    const pool = Array.from({ length: WARM_POOL }, poolStream);
    const apiSeen = seen.get(ctx.api) ?? new Set<string>();
    seen.set(ctx.api, apiSeen);
    for (const q of pool) {
      await apiSender(ctx.api)(q);
      apiSeen.add(queryString(q));
    }
    let at = 0;
    await measure('API, cache on (repeated queries)', concurrency, ctx.api, apiSender(ctx.api), () => () => pool[at++ % pool.length]);
    await measure('SQL (repository, no API)', concurrency, null, async (q) => void (await repositoryAnswer(ctx, q)), () => diverseQueries(catalogue, nextSeed()));
  }
  return { rows, verified, loadBefore, loadAfter: os.loadavg()[0] };
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(2) : n.toFixed(1));
const pct = (n: number | null) => (n === null ? '-' : `${Math.round(n * 100)}%`);

export function diverseMarkdown(meta: { date: string; published: number; durationMs: number; warmupMs: number; loadBefore: number; loadAfter: number; verified: number; postgres: string }, rows: DiverseRow[]): string {
  const main = [
    '| Who | Conn. | req/s | p50 ms | p95 ms | Errors | Queries seen before |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.who} | ${r.concurrency} | ${int(r.result.perSecond)} | ${ms(r.result.p50Ms)} | ${ms(r.result.p95Ms)} | ${r.result.errors} | ${pct(r.repeated)} |`),
  ];
  const kinds = DIVERSE_MIX.map(([kind]) => kind);
  const perKind = rows.filter((r) => r.who === 'API, cache off' || r.who.startsWith('SQL'));
  const kindTable = [
    `| Who | Conn. | ${kinds.map((k) => `${DIVERSE_KIND_LABELS[k]} p50 / p95 ms`).join(' | ')} |`,
    `| --- | ---: | ${kinds.map(() => '---:').join(' | ')} |`,
    ...perKind.map((r) => `| ${r.who} | ${r.concurrency} | ${kinds.map((k) => {
      const s = r.byKind?.get(k);
      return s ? `${ms(s.p50Ms)} / ${ms(s.p95Ms)}` : '-';
    }).join(' | ')} |`),
  ];
  return `- Date: ${meta.date}; ${int(meta.published)} published items; ${meta.postgres}
- 1-minute load average ${meta.loadBefore.toFixed(1)} before the measured cells, ${meta.loadAfter.toFixed(1)} after
- Each cell: ${meta.durationMs / 1000} s of closed-loop load after ${meta.warmupMs / 1000} s of warm-up on other queries. Mix: ${DIVERSE_MIX.map(([k, s]) => `${Math.round(s * 100)}% ${DIVERSE_KIND_LABELS[k]}`).join(', ')}. ${meta.verified} sampled queries were checked first: every API and the repository answered exactly the reference SQL's items and total.

${main.join('\n')}

Latency by kind of query:

${kindTable.join('\n')}
`;
}

/** Writes one catalogue's block between its own markers, adding the block at the end the first time. */
export function replaceDiverseBlock(page: string, label: string, generated: string): string {
  const begin = `<!-- bench:diverse:${label}:begin (generated by BENCH_WORKLOAD=diverse npm run bench) -->`;
  const end = `<!-- bench:diverse:${label}:end -->`;
  const block = `${begin}\n${generated}${end}`;
  const at = page.indexOf(begin);
  const stop = page.indexOf(end);
  if (at === -1 || stop < at) return `${page.replace(/\n*$/, '\n')}\n### Diverse workload, ${label}\n\n${block}\n`;
  return page.slice(0, at) + block + page.slice(stop + end.length);
}

function log(message: string): void {
  console.log(`bench: ${message}`);
}
