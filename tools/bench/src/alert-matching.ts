import { CATEGORIES, PLATFORMS } from '@bolo/contracts';
import { SavedSearchMatcher, type CatalogueRecord, type SearchToMatch } from '@bolo/catalogue-search';
import { createDataSource, createRepositories } from '@bolo/db';
import { loadBenchConfig } from './config';
import { percentile } from './load';

// npm run bench:alert-matching: how long alerts take (issue 22), in process, on the seeded
// catalogue's published finds (DATABASE_URL, e.g. the 100k seed): BENCH_SEARCHES saved searches
// (100,000 by default) made the way members make them (a word or two of real names, a category
// half the time, sometimes a platform, a buy ceiling or a profit floor), then
// - the matcher built from them;
// - one new find at a time against all of them (200 finds drawn from the catalogue): p50 / p95;
// - a CSV import's worth (BENCH_BATCH, 10,000 finds) at once.

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 10_000);
const SINGLES = 200;

function generator(seed: number) {
  let state = seed;
  const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n);
  return next;
}

function savedSearches(records: CatalogueRecord[], count: number): SearchToMatch[] {
  const next = generator(7);
  const words = records.slice(0, 20_000).flatMap((record) => record.name.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const searches: SearchToMatch[] = [];
  for (let id = 1; id <= count; id++) {
    const twoWords = next(4) === 0;
    const search = next(10) === 0 ? undefined : twoWords ? `${words[next(words.length)]} ${words[next(words.length)]}` : words[next(words.length)];
    searches.push({
      id,
      filters: {
        search,
        category: search === undefined || next(2) === 0 ? CATEGORIES[next(CATEGORIES.length)] : undefined,
        platform: next(5) === 0 ? [PLATFORMS[next(PLATFORMS.length)]] : undefined,
        buyMax: next(6) === 0 ? [10, 25, 50][next(3)] : undefined,
        profitMin: next(8) === 0 ? [20, 50][next(2)] : undefined,
      },
    });
  }
  return searches;
}

async function main(): Promise<void> {
  const config = loadBenchConfig(process.env);
  const dataSource = createDataSource(config.databaseUrl, 2);
  await dataSource.initialize();
  const records = await createRepositories(dataSource).items.catalogueRecords();
  await dataSource.destroy();
  const searches = savedSearches(records, SEARCHES);

  let started = performance.now();
  const matcher = new SavedSearchMatcher(searches);
  const buildMs = performance.now() - started;

  const next = generator(11);
  const singles: number[] = [];
  let singleMatches = 0;
  for (let i = 0; i < SINGLES; i++) {
    const record = records[next(records.length)];
    started = performance.now();
    singleMatches += matcher.match([record]).length;
    singles.push(performance.now() - started);
  }
  singles.sort((a, b) => a - b);

  const batch = Array.from({ length: Math.min(BATCH, records.length) }, () => records[next(records.length)]);
  const unique = [...new Map(batch.map((record) => [record.id, record])).values()];
  started = performance.now();
  const batchMatches = matcher.match(unique).length;
  const batchMs = performance.now() - started;

  console.log(`alert matching: ${records.length.toLocaleString('en-US')} published finds, ${SEARCHES.toLocaleString('en-US')} saved searches`);
  console.log(`alert matching: matcher built in ${buildMs.toFixed(0)} ms`);
  console.log(`alert matching: one new find: p50 ${percentile(singles, 50).toFixed(1)} ms, p95 ${percentile(singles, 95).toFixed(1)} ms (${SINGLES} finds, ${(singleMatches / SINGLES).toFixed(1)} alerts each on average)`);
  console.log(`alert matching: ${unique.length.toLocaleString('en-US')} new finds at once: ${(batchMs / 1000).toFixed(1)} s, ${batchMatches.toLocaleString('en-US')} alerts`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
