import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { StorePack } from '@bolo/contracts';
import { chromium } from '@playwright/test';
import webpack, { type Configuration } from 'webpack';
import { ApiClient, BENCH_ORIGIN } from './api-client';
import { BenchError, loadBenchConfig } from './config';

// npm run bench:offline-search: the directory's offline search (issue 21) where it runs, in
// Debian's Chromium with the CPU slowed 4x (Chrome DevTools' "mid-range phone"): the member's
// store pack from a running API (MEMBER_BUDGETS=off), the same CatalogueIndex the app bundles
// (built here with the project's webpack and swc), then varied queries as the offline directory
// asks them (a page and its facet counts): whole words, prefixes, one-typo words, categories,
// filters and orders. Prints the index's build time and each kind's p50 / p95.

const workspaceRoot = path.resolve(__dirname, '../../..');
/** The apps' webpack helpers are CommonJS files of the workspace. */
const loadWorkspaceFile = createRequire(__filename);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);

function fetchPack(baseUrl: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/api/store-pack`, { headers: { cookie, origin: BENCH_ORIGIN, 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(Buffer.concat(chunks)) : Buffer.concat(chunks);
          if (res.statusCode !== 200) return reject(new BenchError(`GET /api/store-pack answered ${res.statusCode}: ${body.toString('utf8').slice(0, 200)}`));
          resolve(body.toString('utf8'));
        });
      })
      .on('error', reject);
  });
}

/** The library as one browser script exposing `CatalogueSearch`, built like the apps build it. */
async function bundleLibrary(): Promise<string> {
  const { swcRule, resolveOptions } = loadWorkspaceFile(path.join(workspaceRoot, 'tools/webpack/federated-app.js')) as {
    swcRule: () => unknown;
    resolveOptions: () => object;
  };
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolo-offline-search-'));
  const compiler = webpack({
    mode: 'production',
    entry: path.join(workspaceRoot, 'libs/catalogue-search/src/index.ts'),
    output: { path: outDir, filename: 'catalogue-search.js', library: { name: 'CatalogueSearch', type: 'var' } },
    resolve: { ...resolveOptions(), alias: { ...(resolveOptions() as { alias: object }).alias, '@bolo/catalogue-search$': path.join(workspaceRoot, 'libs/catalogue-search/src/index.ts') } },
    module: { rules: [swcRule()] },
  } as Configuration);
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new BenchError(stats?.toString('errors-only') ?? 'webpack failed'));
      else resolve();
    }),
  );
  return path.join(outDir, 'catalogue-search.js');
}

interface PageResult {
  numbersMs: number;
  buildMs: number;
  firstSearchMs: number;
  items: number;
  timings: Array<{ kind: string; ms: number }>;
}

async function main(): Promise<void> {
  const config = loadBenchConfig(process.env);
  const api = new ApiClient(config.apiUrl, 1);
  await api.signIn(config.username, config.password);
  const packText = await fetchPack(config.apiUrl, (api as unknown as { cookie: string }).cookie);
  api.close();
  const script = await bundleLibrary();

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.route('http://offline.bench/**', (route) =>
      route.request().url().endsWith('/pack.json')
        ? route.fulfill({ body: packText, contentType: 'application/json' })
        : route.fulfill({ body: '<!doctype html><title>offline search</title>', contentType: 'text/html' }),
    );
    await page.goto('http://offline.bench/');
    await page.addScriptTag({ path: script });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const result = await page.evaluate(async (count: number): Promise<PageResult> => {
      const lib = (globalThis as unknown as { CatalogueSearch: typeof import('@bolo/catalogue-search') }).CatalogueSearch;
      const pack = (await (await fetch('/pack.json')).json()) as StorePack;
      // As the app: the numbers derived at the sync and kept with the pack; at a start, the index
      // without its texts (made by the first search) and without sorted orders (made when first asked).
      const derived = performance.now();
      const numbers = lib.packNumbers(pack);
      const numbersMs = performance.now() - derived;
      const started = performance.now();
      const index = new lib.CatalogueIndex(lib.storePackRecords(pack, numbers), { eager: false });
      const buildMs = performance.now() - started;
      const searched = performance.now();
      index.page({ page: 1, limit: 24, search: 'vintage' }, new Date());
      const firstSearchMs = performance.now() - searched;
      // Varied queries from the pack's own names, as members type them (a fixed generator: the same every run).
      let seed = 42;
      const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
      const words = pack.items.slice(0, 5000).flatMap((item) => item[2].toLowerCase().match(/[a-z]{5,}/g) ?? []);
      const typo = (word: string) => {
        const at = 1 + next(word.length - 2);
        return next(2) === 0 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + 'x' + word.slice(at + 1);
      };
      const kinds = ['word', 'prefix', 'typo', 'category', 'filters', 'order'] as const;
      const timings: Array<{ kind: string; ms: number }> = [];
      for (let i = 0; i < count; i++) {
        const kind = kinds[i % kinds.length];
        const word = words[next(words.length)];
        const category = pack.categories[next(pack.categories.length)];
        const query =
          kind === 'word' ? { search: word } : kind === 'prefix' ? { search: word.slice(0, 3 + next(2)) } : kind === 'typo' ? { search: typo(word) }
          : kind === 'category' ? { category, page: 1 + next(5) } : kind === 'filters' ? { platform: [pack.platforms[next(pack.platforms.length)]], buyMax: 25 }
          : { search: next(2) ? word : undefined, category: next(2) ? category : undefined, sort: (['profit', 'roi', 'sold', 'newest'] as const)[next(4)] };
        const t = performance.now();
        index.page({ page: 1, limit: 24, ...query }, new Date());
        index.facets({ page: 1, limit: 24, ...query });
        timings.push({ kind, ms: performance.now() - t });
      }
      return { numbersMs, buildMs, firstSearchMs, items: pack.items.length, timings };
    }, QUERIES);
    const percentile = (values: number[], p: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    };
    const all = result.timings.map((t) => t.ms);
    console.log(`offline search: ${result.items.toLocaleString('en-US')} items, CPU slowed ${SLOWDOWN}x`);
    console.log(`offline search: at a sync, the numbers derived in ${(result.numbersMs / 1000).toFixed(2)} s; at a start, the index built in ${(result.buildMs / 1000).toFixed(2)} s; the first search (indexes the texts) ${(result.firstSearchMs / 1000).toFixed(2)} s`);
    console.log(`offline search: ${all.length} queries (a page and its facet counts each): p50 ${percentile(all, 0.5).toFixed(1)} ms, p95 ${percentile(all, 0.95).toFixed(1)} ms, max ${percentile(all, 1).toFixed(1)} ms`);
    for (const kind of [...new Set(result.timings.map((t) => t.kind))]) {
      const times = result.timings.filter((t) => t.kind === kind).map((t) => t.ms);
      console.log(`offline search:   ${kind.padEnd(8)} p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
  process.exit(1);
});
