import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { StorePack } from '@bolo/contracts';
import { createDataSource, createRepositories } from '@bolo/db';
import { ApiClient, BENCH_ORIGIN } from './api-client';
import { BenchError, loadBenchConfig } from './config';

// npm run bench:store-pack: the offline store pack (issue 21) of a running API (started with
// MEMBER_BUDGETS=off, so repeated full downloads are allowed) on a seeded catalogue: the full
// pack's size on the wire (gzip) and unpacked, and the server's time to answer it (first and
// repeated), then a week's delta: BENCH_WEEK_CHANGES published items edited and a tenth of that
// unpublished through SQL (republished afterwards), synced from the cursor taken before.

const RUNS = 3;

interface Fetched {
  ms: number;
  wireBytes: number;
  bytes: number;
  pack: StorePack;
}

function fetchPack(baseUrl: string, cookie: string, since?: string): Promise<Fetched> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const path = `/api/store-pack${since ? `?since=${encodeURIComponent(since)}` : ''}`;
    const req = http.request(`${baseUrl}${path}`, { headers: { cookie, origin: BENCH_ORIGIN, 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const wire = Buffer.concat(chunks);
        if (res.statusCode !== 200) return reject(new BenchError(`GET ${path} answered ${res.statusCode}: ${wire.toString('utf8').slice(0, 200)}`));
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
        resolve({ ms, wireBytes: wire.length, bytes: body.length, pack: JSON.parse(body.toString('utf8')) as StorePack });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Directory requests sent every 50 ms while one full pack downloads: how long other members wait. */
async function whileDownloading(baseUrl: string, cookie: string, api: ApiClient): Promise<{ count: number; p50: number; max: number }> {
  const times: number[] = [];
  let done = false;
  const download = fetchPack(baseUrl, cookie).finally(() => (done = true));
  let page = 1;
  while (!done) {
    const started = process.hrtime.bigint();
    const res = await api.request('GET', `/api/bolo-items?page=${page++}&limit=24`);
    if (res.status !== 200) throw new BenchError(`the directory answered ${res.status} during a pack download`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await download;
  times.sort((a, b) => a - b);
  return { count: times.length, p50: times[Math.floor(times.length / 2)] ?? 0, max: times[times.length - 1] ?? 0 };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1e3).toFixed(1)} KB`;

async function main(): Promise<void> {
  const config = loadBenchConfig(process.env);
  const weekChanges = Number(process.env.BENCH_WEEK_CHANGES ?? 700);
  const api = new ApiClient(config.apiUrl, 1);
  await api.signIn(config.username, config.password);
  const cookie = (api as unknown as { cookie: string }).cookie;
  const db = createDataSource(config.databaseUrl, 2);
  await db.initialize();
  try {
    const full: Fetched[] = [];
    for (let i = 0; i < RUNS; i++) full.push(await fetchPack(config.apiUrl, cookie));
    const [first] = full;
    // Other members while a full pack is made and sent: directory pages every 50 ms, slowest answer.
    const during = await whileDownloading(config.apiUrl, cookie, api);
    console.log(`store pack: directory pages during a full download: ${during.count} answered, p50 ${during.p50.toFixed(1)} ms, slowest ${during.max.toFixed(1)} ms`);
    console.log(`store pack: ${first.pack.items.length.toLocaleString('en-US')} items; ${mb(first.wireBytes)} gzip on the wire, ${mb(first.bytes)} unpacked`);
    console.log(`store pack: full pack answered in ${full.map((f) => `${(f.ms / 1000).toFixed(2)} s`).join(', ')} (first, then repeated)`);

    const quiet = await fetchPack(config.apiUrl, cookie, first.pack.cursor);
    console.log(`store pack: sync with nothing changed: ${kb(quiet.wireBytes)} gzip in ${quiet.ms.toFixed(1)} ms`);

    const cursor = (await fetchPack(config.apiUrl, cookie, first.pack.cursor)).pack.cursor;
    const { items } = createRepositories(db);
    const ids = (await items.samplePublished(weekChanges)).map((r) => r.id);
    const unpublished = ids.slice(0, Math.round(weekChanges / 10));
    await items.touchForBenchmark(ids.slice(unpublished.length));
    await items.touchForBenchmark(unpublished, 'draft');
    try {
      const week = await fetchPack(config.apiUrl, cookie, cursor);
      console.log(
        `store pack: a week's delta (${week.pack.items.length} edited, ${week.pack.removed.length} unpublished): ${kb(week.wireBytes)} gzip, ${kb(week.bytes)} unpacked, answered in ${week.ms.toFixed(1)} ms`,
      );
    } finally {
      await items.touchForBenchmark(unpublished, 'published');
    }
  } finally {
    api.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
  process.exit(1);
});
