import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import type { AuthUserResponse, ItemListResponse, PublicUser } from '@bolo/contracts';
import {
  consoleTable,
  median,
  markdownSection,
  markdownTable,
  missedGoals,
  pagesToMeasure,
  replaceSection,
  selectPages,
  summarise,
  type PageResult,
  type PageSpec,
  type Persona,
  type RunInfo,
  type RunMetrics,
} from './web-report';

/**
 * Web page benchmark (`npm run bench:web`): Lighthouse 12 (simulated throttling, performance +
 * accessibility + SEO) on the public pages as a visitor and the directory and an item page as the
 * seeded `member` with the mobile preset, and the back office as `admin` with the desktop preset
 * (it is used at a desk); N runs per page, the median reported against
 * the goals, the table printed and written into docs/benchmarks.md (section "Web pages").
 *
 * By default it starts its own platform (tools/platform/processes.mjs, as `npm run e2e` does) from
 * the current builds on ports 3400 / 5400-5403 with a throwaway database (migrated, seeded with the
 * demo data, dropped at the end). Options:
 *
 *   --url http://localhost:4200   measure a running platform instead (nothing is started)
 *   --runs 3                      Lighthouse runs per page
 *   --pages /admin,/admin/manage-items   only these pages (label or address); docs/benchmarks.md is
 *                                 then left alone and the table goes to .var/bench-web/section.md
 *   CHROME_PATH (/usr/bin/chromium)
 *
 * It exits 0 whatever the scores (a benchmark, not a test), 1 when it could not measure.
 */

const REPO_ROOT = path.resolve(__dirname, '../../..');
const DOCS_FILE = path.join(REPO_ROOT, 'docs/benchmarks.md');
const REPORT_DIR = path.join(REPO_ROOT, '.var/bench-web');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
// The bench's own platform: clear of `npm start` (3000, 4200-4203, 1025/1080, 12111) and of the
// end-to-end suites (E2E_PORT_BASE 5200 / 6200 use 3100 / 4100, 52xx / 62xx).
const BENCH_PORTS = {
  API_PORT: 3400,
  SHELL_PORT: 5400,
  MARKETING_PORT: 5401,
  MEMBER_PORT: 5402,
  ADMIN_PORT: 5403,
  MAIL_SMTP_PORT: 5425,
  MAIL_WEB_PORT: 5480,
  STRIPE_EMULATOR_PORT: 5412,
};
const ACCOUNTS: Record<Exclude<Persona, 'visitor'>, { username: string; password: string }> = {
  member: { username: 'member', password: 'Member123!' },
  admin: { username: 'admin', password: 'Admin123!' },
};
// The web app's localStorage keys for the signed-in user (libs/web/src/auth/storage.ts).
const USER_ID_KEY = 'userId';
const USER_DATA_KEY = 'userData';

class BenchError extends Error {}

const log = (line: string) => console.log(`[bench:web] ${line}`);

// ---------------------------------------------------------------------------------------------
// The platform (tools/platform/*.mjs, loaded at run time: they are plain ES modules)

interface Platform {
  ports: Record<string, number | null>;
  onCrash(handler: (reason: string) => void): void;
  stop(): Promise<void>;
}

interface ProcessesModule {
  startProcesses(env: NodeJS.ProcessEnv, options?: { quiet?: boolean }): Platform;
  waitForUrls(urls: string[], timeoutMs?: number): Promise<void>;
  readinessUrls(ports: Platform['ports']): string[];
  run(label: string, command: string, args: string[], env?: NodeJS.ProcessEnv): void;
}

interface ServicesModule {
  checkBackingServices(env?: NodeJS.ProcessEnv): Promise<string | null>;
  DEFAULT_DATABASE_URL: string;
}

async function platformModule<T>(file: string): Promise<T> {
  const modulePath = path.join(REPO_ROOT, 'tools/platform', file);
  return (await import(modulePath)) as T;
}

async function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(false)));
  });
}

interface Target {
  shellUrl: string;
  description: string;
  build: string;
  crashed: () => string | null;
  stop: () => Promise<void>;
}

/** Starts the platform on the bench's ports with a throwaway database, as tools/platform/e2e.mjs does. */
async function startOwnPlatform(): Promise<Target> {
  const services = await platformModule<ServicesModule>('services.mjs');
  const processes = await platformModule<ProcessesModule>('processes.mjs');
  const problem = await services.checkBackingServices();
  if (problem) throw new BenchError(problem);
  const busy: string[] = [];
  for (const [name, port] of Object.entries(BENCH_PORTS)) if (await portInUse(port)) busy.push(`${name} ${port}`);
  if (busy.length > 0) throw new BenchError(`ports already in use: ${busy.join(', ')} (another bench:web still running?)`);

  const databaseUrl = new URL(process.env.DATABASE_URL ?? services.DEFAULT_DATABASE_URL);
  databaseUrl.pathname = `/bolo_bench_web_${process.pid}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl.toString(),
    QUEUE_PREFIX: `bolo-bench-web-${process.pid}`,
    REDIS_KEY_PREFIX: `bolo-bench-web-${process.pid}:`,
    ...Object.fromEntries(Object.entries(BENCH_PORTS).map(([name, port]) => [name, String(port)])),
  };
  delete env.SMTP_URL; // its own MailDev, never a real mail server
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL', 'STRIPE_API_URL']) delete env[name];
  env.BILLING_MODE = 'emulator';
  env.ALLOWED_ORIGINS = `http://localhost:${BENCH_PORTS.SHELL_PORT},http://127.0.0.1:${BENCH_PORTS.SHELL_PORT}`;
  delete env.APP_URL;

  let platform: Platform | null = null;
  let crash: string | null = null;
  let databaseCreated = false;
  const stop = async () => {
    if (platform) await platform.stop();
    platform = null;
    if (databaseCreated) {
      databaseCreated = false;
      const { dropDatabase } = await import('@bolo/db');
      await dropDatabase(env.DATABASE_URL as string).catch((error: Error) => console.error(`[bench:web] could not drop ${env.DATABASE_URL}: ${error.message}`));
    }
  };
  try {
    databaseCreated = true; // migrate creates it; dropping a database that does not exist is harmless
    processes.run('migrate', process.execPath, ['services/api/dist/migrate.js'], env);
    // The demo data, as `npm start` seeds it: the items members see first, with their pictures.
    processes.run('seed', process.execPath, ['tools/seed/dist/main.js'], env);
    platform = processes.startProcesses(env, { quiet: true });
    platform.onCrash((reason) => {
      crash = reason;
      console.error(`[bench:web] ${reason} during the run`);
    });
    await processes.waitForUrls(processes.readinessUrls(platform.ports), 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    shellUrl: `http://localhost:${BENCH_PORTS.SHELL_PORT}`,
    description: `the bench's own platform (shell :${BENCH_PORTS.SHELL_PORT}, API :${BENCH_PORTS.API_PORT}, demo seed)`,
    build: buildDescription(),
    crashed: () => crash,
    stop,
  };
}

function buildDescription(): string {
  const git = (args: string[]) => spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
  const head = git(['rev-parse', '--short', 'HEAD']) || 'unknown commit';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  const builtAt = ['apps/shell/dist/index.html', 'apps/marketing-mfe/dist/mf-manifest.json', 'apps/member-mfe/dist/mf-manifest.json', 'apps/admin-mfe/dist/mf-manifest.json']
    .map((file) => {
      try {
        return statSync(path.join(REPO_ROOT, file)).mtime.getTime();
      } catch {
        return NaN;
      }
    })
    .filter((time) => !Number.isNaN(time));
  const stamp = (time: number) => new Date(time).toISOString().slice(0, 16).replace('T', ' ');
  const built = builtAt.length ? `, apps/*/dist built ${stamp(Math.min(...builtAt))}–${stamp(Math.max(...builtAt)).slice(11)} UTC` : '';
  return `${head}${dirty ? ' with uncommitted changes' : ''}${built}`;
}

// ---------------------------------------------------------------------------------------------
// Sessions

interface BrowserCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
  expires: number;
}

interface Session {
  user: PublicUser;
  cookies: BrowserCookie[];
  cookieHeader: string;
}

function parseSetCookie(header: string): BrowserCookie {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const cookie: BrowserCookie = { name: pair.slice(0, equals), value: pair.slice(equals + 1), httpOnly: false, secure: false, sameSite: 'Lax', expires: -1 };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'samesite') cookie.sameSite = (value[0].toUpperCase() + value.slice(1).toLowerCase()) as BrowserCookie['sameSite'];
    else if (name === 'expires') cookie.expires = Math.floor(new Date(value).getTime() / 1000);
    else if (name === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
  }
  return cookie;
}

/** Signs in through the API as the shell does (POST /api/auth/signin from the shell's origin). */
async function signIn(shellUrl: string, account: { username: string; password: string }): Promise<Session> {
  const response = await fetch(`${shellUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: new URL(shellUrl).origin },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new BenchError(`signing in as ${account.username} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const { user } = (await response.json()) as AuthUserResponse;
  const cookies = response.headers.getSetCookie().map(parseSetCookie);
  if (cookies.length === 0) throw new BenchError(`signing in as ${account.username} set no cookie`);
  return { user, cookies, cookieHeader: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}

async function getJson<T>(url: string, session: Session | null): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json', ...(session ? { Cookie: session.cookieHeader } : {}) } });
  if (!response.ok) throw new BenchError(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The directory's cards show the worker's 480px card variant once it exists (the seed queues
 * them); measure the steady state, not the minute after a fresh seed.
 */
async function waitForCards(shellUrl: string, member: Session, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { items } = await getJson<ItemListResponse>(`${shellUrl}/api/bolo-items?page=1&limit=24`, member);
    const missing = items.filter((item) => item.image && !item.imageCard).length;
    if (missing === 0) return;
    if (Date.now() > deadline) {
      log(`${missing} card images of the directory's first page still missing after ${timeoutMs / 1000} s; measuring anyway`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

// ---------------------------------------------------------------------------------------------
// Browsers and Lighthouse

/**
 * Prepares a persona's browser over the DevTools protocol: for a signed-in persona, the session
 * cookie in the cookie jar and the user in the shell origin's localStorage (what the app's own
 * sign-in leaves behind); then one visit to each page, so that every server has compressed and
 * cached what it serves before the first measured run.
 */
async function prepareBrowser(port: number, shellUrl: string, session: Session | null, pages: PageSpec[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    if (session) {
      await context.addCookies(session.cookies.map(({ name, value, httpOnly, secure, sameSite, expires }) => ({ name, value, url: shellUrl, httpOnly, secure, sameSite, expires })));
      await page.goto(`${shellUrl}/remotes.json`);
      await page.evaluate(
        ([idKey, dataKey, user]) => {
          // Runs in the page (this project's types have no DOM).
          const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
          storage.setItem(idKey, String(user.id));
          storage.setItem(dataKey, JSON.stringify(user));
        },
        [USER_ID_KEY, USER_DATA_KEY, session.user] as const,
      );
    }
    for (const spec of pages) {
      await page.goto(`${shellUrl}${spec.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    }
    await page.close();
  } finally {
    await browser.close(); // over CDP: disconnects, the browser keeps running with its state
  }
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

interface ProtocolEvent {
  method: string;
  sessionId?: string;
  params: { requestId?: string; type?: string; encodedDataLength?: number; response?: { encodedDataLength?: number; mimeType?: string } };
}

/**
 * Compressed body bytes of every JavaScript response of the load, from the DevTools protocol log
 * Lighthouse recorded: Network.loadingFinished's encodedDataLength (headers + body as received)
 * minus the response's headers (its encodedDataLength when the headers arrived). The same count as
 * Playwright's request.sizes().responseBodySize, which the budget check of `npm test` sums.
 */
function scriptBodyBytes(log: readonly ProtocolEvent[]): { bytes: number; scripts: number } | null {
  if (log.length === 0) return null;
  const scripts = new Map<string, number>(); // request -> header bytes
  let bytes = 0;
  let count = 0;
  for (const event of log) {
    const key = `${event.sessionId ?? ''}:${event.params.requestId ?? ''}`;
    // By MIME type too: scripts fetched ahead (rel=prefetch) arrive as type Other.
    if (event.method === 'Network.responseReceived' && (event.params.type === 'Script' || /javascript/.test(event.params.response?.mimeType ?? ''))) {
      scripts.set(key, event.params.response?.encodedDataLength ?? 0);
    } else if (event.method === 'Network.loadingFinished' && scripts.has(key)) {
      bytes += (event.params.encodedDataLength ?? 0) - (scripts.get(key) ?? 0);
      count += 1;
      scripts.delete(key);
    }
  }
  return { bytes, scripts: count };
}

function metricsOf(lhr: Result, devtoolsLog: readonly ProtocolEvent[], spec: PageSpec): RunMetrics {
  if (lhr.runtimeError) throw new BenchError(`Lighthouse could not measure ${spec.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new BenchError(`Lighthouse gave ${spec.path} no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new BenchError(`Lighthouse gave ${spec.path} no ${id}: ${lhr.audits[id]?.errorMessage ?? 'not measured'}`);
    return value;
  };
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []) as NetworkRequest[];
  // Lighthouse's own transferSize includes the headers; it is only the fallback.
  const transferred = requests.filter((request) => request.resourceType === 'Script');
  const scripts = scriptBodyBytes(devtoolsLog) ?? { bytes: transferred.reduce((sum, request) => sum + (request.transferSize ?? 0), 0), scripts: transferred.length };
  const showedContent = spec.expects
    ? requests.some((request) => spec.expects?.test(new URL(request.url).pathname + new URL(request.url).search) && (request.statusCode ?? 0) >= 200 && (request.statusCode ?? 0) < 300)
    : true;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsBytes: scripts.bytes,
    scripts: scripts.scripts,
    finalUrl: lhr.finalDisplayedUrl,
    showedContent,
  };
}

interface Measured {
  result: PageResult;
  medianReport: string;
  chrome: string;
  lighthouse: string;
  benchmarkIndexes: number[];
}

// The browsers running now, so that an interrupt ends them too (chrome-launcher's own SIGINT
// handler would exit before the platform is stopped and its database dropped).
const runningBrowsers = new Set<chromeLauncher.LaunchedChrome>();

async function measurePersona(persona: Persona, pages: PageSpec[], target: Target, session: Session | null, runs: number): Promise<Measured[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false });
  runningBrowsers.add(chrome);
  try {
    await prepareBrowser(chrome.port, target.shellUrl, session, pages);
    const measured: Measured[] = [];
    for (const spec of pages) {
      const results: Array<{ metrics: RunMetrics; report: string; lhr: Result }> = [];
      const load1 = os.loadavg()[0];
      for (let run = 1; run <= runs; run++) {
        const flags: Flags = { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] };
        // No config is Lighthouse's default, the mobile preset.
        const config = spec.preset === 'desktop' ? desktopConfig : undefined;
        let outcome = await lighthouse(`${target.shellUrl}${spec.path}`, flags, config);
        // A trace Lighthouse failed to record (NO_NAVSTART and the like, seen on a loaded machine) is retried, twice at most.
        for (let retry = 1; retry <= 2 && outcome?.lhr.runtimeError; retry++) {
          log(`${spec.label} run ${run}: Lighthouse said ${outcome.lhr.runtimeError.code}; running it again`);
          outcome = await lighthouse(`${target.shellUrl}${spec.path}`, flags, config);
        }
        const crash = target.crashed();
        if (crash) throw new BenchError(`the platform failed during the run: ${crash}`);
        if (!outcome) throw new BenchError(`Lighthouse returned nothing for ${spec.path}`);
        const metrics = metricsOf(outcome.lhr, (outcome.artifacts?.DevtoolsLog ?? []) as unknown as ProtocolEvent[], spec);
        results.push({ metrics, report: Array.isArray(outcome.report) ? outcome.report[0] : outcome.report, lhr: outcome.lhr });
        log(
          `${persona.padEnd(7)} ${spec.label.padEnd(11)} ${spec.preset} run ${run}/${runs}: performance ${metrics.performance}, LCP ${(metrics.lcpMs / 1000).toFixed(2)} s, ` +
            `CLS ${metrics.cls.toFixed(3)}, TBT ${Math.round(metrics.tbtMs)} ms, accessibility ${metrics.accessibility}, ` +
            `JS ${(metrics.jsBytes / 1024).toFixed(1)} KB in ${metrics.scripts} scripts${metrics.showedContent ? '' : `, WITHOUT the page's content (${metrics.finalUrl})`}`,
        );
      }
      const result = summarise(spec, results.map((r) => r.metrics), load1);
      const median = results.find((r) => r.metrics === result.medianRun) ?? results[0];
      measured.push({
        result,
        medianReport: median.report,
        chrome: chromeVersion(),
        lighthouse: median.lhr.lighthouseVersion,
        benchmarkIndexes: results.map((r) => r.lhr.environment.benchmarkIndex),
      });
    }
    return measured;
  } finally {
    runningBrowsers.delete(chrome);
    chrome.kill();
  }
}

/** "Chromium 156.0.8078.79" (the headless user agent hides the minor numbers). */
function chromeVersion(): string {
  const output = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return /^\S+ [\d.]+/.exec(output.trim())?.[0] ?? 'Chromium';
}

// ---------------------------------------------------------------------------------------------

function parseArgs(argv: string[]): { url: string | null; runs: number; pages: string[] | null } {
  let url: string | null = null;
  let runs = 3;
  let pages: string[] | null = null;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new BenchError(`${flag} needs a value`);
      return next;
    };
    if (flag === '--url') url = new URL(value()).origin;
    else if (flag === '--runs') {
      runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) throw new BenchError('--runs must be a whole number of at least 1');
    } else if (flag === '--pages') {
      pages = value()
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (pages.length === 0) throw new BenchError('--pages needs at least one page');
    } else throw new BenchError(`unknown option ${argv[i]} (options: --url <shell url>, --runs <n>, --pages <page,page>)`);
  }
  return { url, runs, pages };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const loadStart = os.loadavg();
  const started = new Date();
  log(`load average ${loadStart.map((v) => v.toFixed(2)).join(' / ')} at the start`);

  let target: Target | null = null;
  const cleanUp = async () => {
    const current = target;
    target = null;
    if (current) await current.stop();
  };
  const interrupt = () => {
    console.error('[bench:web] interrupted; stopping the platform');
    for (const chrome of runningBrowsers) chrome.kill();
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  const measured: Measured[] = [];
  let measuredTarget = '';
  let build = '';
  try {
    if (options.url) {
      const shellUrl = options.url;
      target = { shellUrl, description: `the running platform at ${shellUrl}`, build: 'whatever that platform serves', crashed: () => null, stop: async () => undefined };
    } else {
      target = await startOwnPlatform();
    }
    const { shellUrl } = target;
    measuredTarget = target.description;
    build = target.build; // as the run starts: the builds may be replaced while it runs
    const sessions = { member: await signIn(shellUrl, ACCOUNTS.member), admin: await signIn(shellUrl, ACCOUNTS.admin) };
    const first = await getJson<ItemListResponse>(`${shellUrl}/api/bolo-items?limit=1`, sessions.member);
    if (first.items.length === 0) throw new BenchError('the directory has no published item to open');
    await waitForCards(shellUrl, sessions.member);
    const posts = await getJson<{ posts: Array<{ slug: string }> }>(`${shellUrl}/api/blog/posts?page=1`, null);
    let pages: PageSpec[];
    try {
      pages = selectPages(pagesToMeasure(first.items[0].id, posts.posts[0]?.slug ?? null), options.pages);
    } catch (error) {
      throw new BenchError((error as Error).message);
    }
    log(`measuring ${target.description}: ${pages.length} pages, ${options.runs} Lighthouse runs each`);
    for (const persona of ['visitor', 'member', 'admin'] as const) {
      const personaPages = pages.filter((page) => page.as === persona);
      if (personaPages.length === 0) continue;
      measured.push(...(await measurePersona(persona, personaPages, target, persona === 'visitor' ? null : sessions[persona], options.runs)));
    }
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await cleanUp();
  }

  const loadEnd = os.loadavg();
  const results = measured.map((m) => m.result);
  const cpus = os.cpus();
  const info: RunInfo = {
    date: `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine: `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}`,
    node: process.versions.node,
    chrome: measured[0]?.chrome ?? 'Chromium',
    lighthouse: measured[0]?.lighthouse ?? '12',
    target: measuredTarget,
    build,
    runsPerPage: options.runs,
    benchmarkIndex: Math.round(median(measured.flatMap((m) => m.benchmarkIndexes))),
    loadStart,
    loadEnd,
  };

  mkdirSync(REPORT_DIR, { recursive: true });
  for (const m of measured) {
    const name = m.result.page.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(REPORT_DIR, `${name}.html`), m.medianReport);
  }

  console.log(`\nLighthouse ${info.lighthouse}, mobile preset (back office: desktop), median of ${options.runs} runs; ${info.date}; ${info.chrome}`);
  console.log(`Measured: ${info.target}; build: ${info.build}`);
  console.log(`Load average (1 / 5 / 15 min): ${loadStart.map((v) => v.toFixed(2)).join(' / ')} at the start, ${loadEnd.map((v) => v.toFixed(2)).join(' / ')} at the end\n`);
  console.log(consoleTable(results));
  const missed = missedGoals(results);
  console.log(missed.length ? `\nMissed goals (median run):\n${missed.map((line) => `  - ${line}`).join('\n')}` : '\nEvery goal met.');
  if (results.some((r) => r.runs.some((run) => !run.showedContent))) {
    console.log('\nWARNING: some runs did not show the signed-in page (see "Content shown"); their numbers describe another screen.');
  }

  const section = markdownSection(info, results);
  if (options.pages) {
    // A partial run must not replace the whole table with its few rows.
    writeFileSync(path.join(REPORT_DIR, 'section.md'), section);
    console.log(`\n${markdownTable(results)}`);
    log(`partial run (--pages): ${path.relative(REPO_ROOT, DOCS_FILE)} left alone; section in ${path.relative(REPO_ROOT, REPORT_DIR)}/section.md, median-run reports there too`);
  } else {
    writeFileSync(DOCS_FILE, replaceSection(readFileSync(DOCS_FILE, 'utf8'), section));
    log(`wrote the "Web pages" section of ${path.relative(REPO_ROOT, DOCS_FILE)}; median-run reports in ${path.relative(REPO_ROOT, REPORT_DIR)}/`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench:web] ${error instanceof BenchError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
