import { ApiClient } from './api-client';
import { BenchError, loadBenchConfig } from './config';
import { runLoad, type LoadResult } from './load';

/**
 * Back-office item list benchmark (`npm run bench:admin`): GET /api/admin/bolo-items as the
 * admin's manage-items page sends it, at 8 connections. The admin list is never cached, and
 * every case varies its query per request (pages, words), so the numbers are what an admin
 * paging and searching through 100,000 items meets. The first request of each case, on a
 * freshly started API, is reported apart as its cold time.
 */
interface AdminCase {
  label: string;
  /** The n-th request's query string. */
  queryString(n: number): string;
}

const SEARCH_WORDS = ['vin', 'pyrex', 'lamp', 'lego', 'nike', 'camera', 'skillet', 'vintage', 'dress', 'drill', 'vase', 'record'];
const CATEGORIES = ['Electronics', 'Toys', 'Home & Kitchen', 'Fashion', 'Collectibles', 'Gaming', 'Media', 'Tools & Industrial'];

const params = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)])).toString();

const CASES: readonly AdminCase[] = [
  { label: 'all items, pages 1-50', queryString: (n) => params({ page: 1 + (n % 50), limit: 20 }) },
  { label: 'drafts, pages 1-20', queryString: (n) => params({ page: 1 + (n % 20), limit: 20, status: 'draft' }) },
  { label: 'published + category', queryString: (n) => params({ page: 1 + (n % 5), limit: 20, status: 'published', category: CATEGORIES[n % CATEGORIES.length] }) },
  { label: `search (${SEARCH_WORDS.length} words)`, queryString: (n) => params({ page: 1, limit: 20, search: SEARCH_WORDS[n % SEARCH_WORDS.length] }) },
  { label: 'deep pages 1000-4000', queryString: (n) => params({ page: 1000 + ((n * 37) % 3000), limit: 20 }) },
];

async function main(): Promise<void> {
  const config = loadBenchConfig({ BENCH_USERNAME: 'admin', BENCH_PASSWORD: 'Admin123!', ...process.env });
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
  const api = new ApiClient(config.apiUrl, concurrency);
  await api.signIn(config.username, config.password);

  const get = async (query: string) => {
    const res = await api.request('GET', `/api/admin/bolo-items?${query}`);
    if (res.status !== 200) throw new Error(`${res.status} ${res.body.slice(0, 200)}`);
    return JSON.parse(res.body) as { pagination: { total: number } };
  };
  const first = await get(params({ page: 1, limit: 20 }));
  if (first.pagination.total < 100_000) {
    throw new BenchError(`The benchmark needs 100,000 items; the API lists ${first.pagination.total}. Seed first: npm run seed -- --items 110000`);
  }

  const rows: Array<{ label: string; coldMs: number; result: LoadResult }> = [];
  for (const c of CASES) {
    // Cold: a query this API process has not answered yet (a query no one has asked since start).
    const t0 = process.hrtime.bigint();
    await get(c.queryString(7919));
    const coldMs = Number(process.hrtime.bigint() - t0) / 1e6;
    let n = 0;
    const request = async () => {
      await get(c.queryString(n++));
    };
    await runLoad(concurrency, config.warmupMs, request);
    const result = await runLoad(concurrency, config.durationMs, request);
    rows.push({ label: c.label, coldMs, result });
    console.log(`${c.label}: cold ${coldMs.toFixed(1)} ms; ${Math.round(result.perSecond)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, ${result.errors} errors`);
  }

  console.log(`\n| Case (${first.pagination.total.toLocaleString('en-US')} items, ${concurrency} connections) | first request | req/s | p50 | p95 | errors |`);
  console.log('|---|---|---|---|---|---|');
  for (const { label, coldMs, result } of rows) {
    console.log(`| ${label} | ${coldMs.toFixed(1)} ms | ${Math.round(result.perSecond)} | ${result.p50Ms.toFixed(1)} ms | ${result.p95Ms.toFixed(1)} ms | ${result.errors} |`);
  }
}

main().catch((error: Error) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exit(1);
});
