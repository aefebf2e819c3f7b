/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { BenchError, loadBenchConfig } from './config';
import { percentile } from './load';

// npm run bench:pwa: the installed app's checks (issue 21) in Debian's Chromium against a running
// platform (BENCH_SHELL_URL, default http://localhost:4200), signed in as BENCH_USERNAME on a
// touch device so the store pack downloads by itself. Lighthouse 12 dropped its PWA category
// (installable manifest, service worker, offline start), so this asks Chromium the same
// questions Lighthouse 11 asked, through the DevTools protocol, and times what a member waits for:
// - installable: Chromium's own install criteria (Page.getInstallabilityErrors) and manifest errors;
// - the first visit: until the service worker is active (it has kept the app by then) and what it kept;
// - starts: /directory opened anew, online and with no network, CPU slowed 4x: until the first
//   card shows. The first offline start builds the pack's index; later ones in the same page
//   session do not (a new start of the app is a new page: each run here is one).

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/directory/);
}

/** What the service worker's caches hold: entries and bytes per cache. */
function keptBytes(page: Page): Promise<Array<{ cache: string; entries: number; bytes: number }>> {
  return page.evaluate(async () => {
    const out: Array<{ cache: string; entries: number; bytes: number }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
      out.push({ cache: name.replace(/-https?:\/\/.*$/, ''), entries: requests.length, bytes });
    }
    return out;
  });
}

/** Finds in the pack on this device (0: none yet). */
function packFinds(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opened = indexedDB.open('bolo-store-pack');
        opened.onupgradeneeded = () => opened.transaction?.abort();
        opened.onerror = () => resolve(0);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('packs')) return resolve(0);
          const read = db.transaction('packs').objectStore('packs').get('current');
          read.onsuccess = () => resolve(read.result ? read.result.pack.items.length : 0);
        };
      }),
  );
}

/**
 * A new start of /directory in a new page of the context: ms until the first card shows; then,
 * 3 s later (a member reading the first page), a search for a word of the first card's name: ms
 * until the results say so.
 */
async function start(context: BrowserContext): Promise<{ ms: number; searchMs: number; fromServiceWorker: boolean }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  const began = Date.now();
  const response = await page.goto('/directory');
  await page.getByTestId('item-card').first().waitFor({ timeout: 120_000 });
  const ms = Date.now() - began;
  const name = (await page.getByTestId('item-card').first().getByRole('heading').textContent()) ?? '';
  const word = (name.toLowerCase().match(/[a-z]{5,}/g) ?? ['vintage'])[0];
  await page.waitForTimeout(3000);
  const results = page.getByTestId('results-line');
  const before = await results.textContent();
  const searched = Date.now();
  await page.getByLabel('Search').fill(word);
  await page.waitForFunction(({ previous }) => document.querySelector('[data-testid="results-line"]')?.textContent !== previous, { previous: before }, { timeout: 120_000 });
  const searchMs = Date.now() - searched;
  await page.close();
  return { ms, searchMs, fromServiceWorker: response?.fromServiceWorker() ?? false };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)} ms`;
};

async function main(): Promise<void> {
  const config = loadBenchConfig(process.env);
  const shellUrl = (process.env.BENCH_SHELL_URL ?? 'http://localhost:4200').replace(/\/$/, '');
  // A real profile: Chromium installs nothing from an incognito one.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bolo-bench-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    baseURL: shellUrl,
    hasTouch: true,
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const began = Date.now();
    await signIn(page, config.username, config.password);
    await page.getByTestId('item-card').first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const serviceWorkerMs = Date.now() - began;
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
    const kept = await keptBytes(page);
    const finds = await (async () => {
      const deadline = Date.now() + 180_000;
      for (;;) {
        const count = await packFinds(page);
        if (count > 0) return count;
        if (Date.now() > deadline) throw new BenchError('the store pack did not download within 3 minutes (is the full-download limit spent? run the API with MEMBER_BUDGETS=off)');
        await page.waitForTimeout(500);
      }
    })();
    await page.close();

    const online: number[] = [];
    const onlineSearch: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await start(context);
      online.push(result.ms);
      onlineSearch.push(result.searchMs);
    }
    await context.setOffline(true);
    const offline: number[] = [];
    const offlineSearch: number[] = [];
    let allFromServiceWorker = true;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await start(context);
      offline.push(result.ms);
      offlineSearch.push(result.searchMs);
      allFromServiceWorker &&= result.fromServiceWorker;
    }

    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
    console.log(`\n${shellUrl}, ${finds.toLocaleString('en-US')} finds in the pack, CPU ${SLOWDOWN}x slower for the starts, ${RUNS} runs each\n`);
    console.log('| Check | Result |');
    console.log('| --- | --- |');
    console.log(`| Installable (Chromium's install criteria) | ${installabilityErrors.length === 0 ? 'yes, no errors' : installabilityErrors.map((error) => error.errorId).join(', ')} |`);
    console.log(`| Manifest errors | ${manifestErrors.length === 0 ? 'none' : manifestErrors.map((error) => error.message).join('; ')} |`);
    console.log(`| First visit: sign-in to service worker active (app kept) | ${(serviceWorkerMs / 1000).toFixed(1)} s |`);
    for (const { cache, entries, bytes } of kept) console.log(`| Kept by the service worker: ${cache} | ${entries} files, ${mb(bytes)} |`);
    console.log(`| Start online, to the first card: p50 / p95 | ${summary(online)} (first ${online[0]} ms) |`);
    console.log(`| Start with no network, to the first card: p50 / p95 | ${summary(offline)} (first ${offline[0]} ms); every page from the service worker: ${allFromServiceWorker ? 'yes' : 'no'} |`);
    console.log(`| A search 3 s after the first card, to its results: online p50 / p95 | ${summary(onlineSearch)} |`);
    console.log(`| The same with no network (from the pack) p50 / p95 | ${summary(offlineSearch)} |`);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exit(1);
});
