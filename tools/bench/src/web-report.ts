// The pure half of `npm run bench:web` (web.ts): the pages and their goals, the median of the
// Lighthouse runs, the tables, and the section of docs/benchmarks.md they go to.

export type Persona = 'visitor' | 'member' | 'admin';

/** Lighthouse's preset: mobile (its default) for public and member pages, desktop for the back office. */
export type Preset = 'mobile' | 'desktop';

export interface Goals {
  /** Lighthouse performance score, 0-100: at least. */
  performance: number;
  /** Largest Contentful Paint, ms: at most. */
  lcpMs: number;
  /** Cumulative Layout Shift: at most. */
  cls: number;
  /** Total Blocking Time, ms: at most; null when the page has no TBT goal. */
  tbtMs: number | null;
  /** Lighthouse accessibility score, 0-100: at least. */
  accessibility: number;
  /** Lighthouse SEO score, 0-100: at least; null for pages search engines must not list (noindex). */
  seo: number | null;
  /**
   * First-load JavaScript, gzip KB (1 KB = 1,024 bytes): at most. The budgets `npm test` enforces
   * live in apps/e2e/tests/support/js-budgets.ts (that copy is the one checked); shown here for reading.
   * Null for a page without a budget there.
   */
  jsKb: number | null;
}

export interface PageSpec {
  /** The address opened, e.g. /bolo/12. */
  path: string;
  /** How the page is named in the table, e.g. /bolo/{id}. */
  label: string;
  as: Persona;
  preset: Preset;
  goals: Goals;
  /**
   * A request (path and query) the page makes, with a 2xx, only when it shows what it should: the
   * directory's items or their pictures, the item or its picture, the dashboard's data. Pictures
   * count too, so a page rendered on the server (no items request in the browser) still passes. A
   * run without it measured some other screen (a sign-in prompt, Access Denied) and is reported.
   */
  expects?: RegExp;
}

const PUBLIC: Goals = { performance: 95, lcpMs: 1500, cls: 0.02, tbtMs: 150, accessibility: 95, seo: 100, jsKb: 200 };
const MEMBER: Goals = { performance: 95, lcpMs: 1800, cls: 0.02, tbtMs: 150, accessibility: 95, seo: null, jsKb: 240 };
// The back office is used at a desk: measured with the desktop preset (issue 19 item 8), no TBT
// goal; its JS budget is js-budgets.ts's (/admin's first load, each page's antd split out).
const ADMIN: Goals = { performance: 90, lcpMs: 1500, cls: 0.05, tbtMs: null, accessibility: 95, seo: null, jsKb: 350 };
// The back office's other pages: the same goals, no JS budget (only /admin has one).
const ADMIN_PAGE: Goals = { ...ADMIN, jsKb: null };

/** `postSlug`: a published post's, or null when the blog has none (its page is then left out). */
export function pagesToMeasure(itemId: number, postSlug: string | null): PageSpec[] {
  return [
    { path: '/', label: '/', as: 'visitor', preset: 'mobile', goals: PUBLIC },
    { path: '/pricing', label: '/pricing', as: 'visitor', preset: 'mobile', goals: PUBLIC },
    { path: '/login', label: '/login', as: 'visitor', preset: 'mobile', goals: PUBLIC },
    { path: '/landing', label: '/landing', as: 'visitor', preset: 'mobile', goals: PUBLIC },
    { path: '/lp/what-sells-on-ebay', label: '/lp/what-sells-on-ebay', as: 'visitor', preset: 'mobile', goals: PUBLIC },
    { path: '/blog', label: '/blog', as: 'visitor', preset: 'mobile', goals: PUBLIC },
    ...(postSlug ? [{ path: `/blog/${postSlug}`, label: '/blog/{slug}', as: 'visitor' as const, preset: 'mobile' as const, goals: PUBLIC }] : []),
    { path: '/help-center', label: '/help-center', as: 'visitor', preset: 'mobile', goals: PUBLIC },
    { path: '/contact', label: '/contact', as: 'visitor', preset: 'mobile', goals: PUBLIC },
    { path: '/directory', label: '/directory', as: 'member', preset: 'mobile', goals: MEMBER, expects: /^\/api\/(bolo-items\?|images\/bolo-items\/\d+)/ },
    { path: `/bolo/${itemId}`, label: '/bolo/{id}', as: 'member', preset: 'mobile', goals: MEMBER, expects: new RegExp(`^/api/(images/)?bolo-items/${itemId}(\\?|$)`) },
    { path: '/admin', label: '/admin', as: 'admin', preset: 'desktop', goals: ADMIN, expects: /^\/api\/admin\/(stats|users|bolo-items)(\?|$)/ },
    { path: '/admin/manage-items', label: '/admin/manage-items', as: 'admin', preset: 'desktop', goals: ADMIN_PAGE, expects: /^\/api\/admin\/bolo-items\?/ },
  ];
}

/**
 * The pages `--pages` names (by label or address, comma-separated), in the table's order; all
 * pages without a filter. An unknown name is an error, not an empty run.
 */
export function selectPages(pages: readonly PageSpec[], filter: readonly string[] | null): PageSpec[] {
  if (!filter) return [...pages];
  const unknown = filter.filter((name) => !pages.some((page) => page.label === name || page.path === name));
  if (unknown.length) throw new Error(`unknown page ${unknown.join(', ')} (pages: ${pages.map((page) => page.label).join(', ')})`);
  return pages.filter((page) => filter.includes(page.label) || filter.includes(page.path));
}

/** What one Lighthouse run measured. */
export interface RunMetrics {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Compressed body bytes of every Script response of the load (headers not counted). */
  jsBytes: number;
  scripts: number;
  finalUrl: string;
  /** False when the page's `expects` request was missing or failed. */
  showedContent: boolean;
}

export interface PageResult {
  page: PageSpec;
  runs: RunMetrics[];
  /** The run with the median performance score (for an even count, the lower of the two middle runs). */
  medianRun: RunMetrics;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The machine's 1-minute load average as the page's first run started (2 cores: above 2 is queueing). */
  load1: number | null;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarise(page: PageSpec, runs: readonly RunMetrics[], load1: number | null = null): PageResult {
  if (runs.length === 0) throw new Error(`no run of ${page.label}`);
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    page,
    runs: [...runs],
    medianRun: byPerformance[Math.floor((byPerformance.length - 1) / 2)],
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    load1,
  };
}

export interface RunInfo {
  date: string;
  machine: string;
  node: string;
  chrome: string;
  lighthouse: string;
  target: string;
  build: string;
  runsPerPage: number;
  benchmarkIndex: number;
  loadStart: number[];
  loadEnd: number[];
}

const KB = 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const loads = (avg: number[]) => avg.map((value) => value.toFixed(2)).join(' / ');

interface Cell {
  text: string;
  met: boolean | null;
}

function cell(value: string, goal: string | null, met: boolean | null): Cell {
  if (goal === null || met === null) return { text: value, met: null };
  return { text: `${value} ${met ? '✓' : '✗'} (${goal})`, met };
}

function cells(result: PageResult): Cell[] {
  const { goals } = result.page;
  const run = result.medianRun;
  return [
    { text: result.page.label, met: null },
    { text: result.page.as, met: null },
    { text: result.page.preset, met: null },
    cell(String(run.performance), `≥${goals.performance}`, run.performance >= goals.performance),
    cell(seconds(result.lcpMs), `≤${seconds(goals.lcpMs)}`, result.lcpMs <= goals.lcpMs),
    cell(result.cls.toFixed(3), `≤${goals.cls}`, result.cls <= goals.cls),
    goals.tbtMs === null ? cell(`${Math.round(result.tbtMs)} ms`, 'no goal', null) : cell(`${Math.round(result.tbtMs)} ms`, `≤${goals.tbtMs} ms`, result.tbtMs <= goals.tbtMs),
    cell(String(run.accessibility), `≥${goals.accessibility}`, run.accessibility >= goals.accessibility),
    goals.seo === null ? cell(String(run.seo), 'noindex', null) : cell(String(run.seo), `≥${goals.seo}`, run.seo >= goals.seo),
    goals.jsKb === null
      ? cell(`${kb(run.jsBytes)} in ${run.scripts}`, 'no budget', null)
      : cell(`${kb(run.jsBytes)} in ${run.scripts}`, `budget ${goals.jsKb} KB`, run.jsBytes <= goals.jsKb * KB),
    { text: result.runs.map((r) => r.performance).join(', '), met: null },
    { text: result.runs.every((r) => r.showedContent) ? 'yes' : `NO in ${result.runs.filter((r) => !r.showedContent).length} of ${result.runs.length}`, met: null },
    { text: result.load1 === null ? '-' : result.load1.toFixed(2), met: null },
  ];
}

const HEADERS = ['Page', 'As', 'Preset', 'Performance', 'LCP', 'CLS', 'TBT', 'Accessibility', 'SEO', 'First-load JS (compressed)', 'Perf. of each run', 'Content shown', 'Load (1 min)'];

export function consoleTable(results: readonly PageResult[]): string {
  const rows = [HEADERS, ...results.map((result) => cells(result).map((c) => c.text))];
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((text, i) => text.padEnd(widths[i])).join('  ');
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function markdownTable(results: readonly PageResult[]): string {
  return [
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map((_, i) => (i < 3 ? '---' : '---:')).join(' | ')} |`,
    ...results.map((result) => `| ${cells(result).map((c) => (c.met === false ? `**${c.text}**` : c.text)).join(' | ')} |`),
  ].join('\n');
}

/** Goals missed by the median run, one line per page (for the console summary). */
export function missedGoals(results: readonly PageResult[]): string[] {
  return results.flatMap((result) => {
    const missed = cells(result)
      .map((c, i) => ({ ...c, header: HEADERS[i] }))
      .filter((c) => c.met === false)
      .map((c) => `${c.header} ${c.text}`);
    return missed.length ? [`${result.page.label} (${result.page.as}): ${missed.join('; ')}`] : [];
  });
}

export const SECTION_HEADING = '## Web pages (Lighthouse 12: mobile, back office desktop)';
// The heading before the back office moved to the desktop preset: its section is replaced too.
const OLD_SECTION_HEADINGS = ['## Web pages (Lighthouse 12, mobile)'];

export function markdownSection(info: RunInfo, results: readonly PageResult[]): string {
  return `${SECTION_HEADING}

\`npm run bench:web\` (tools/bench/src/web.ts) runs Lighthouse ${info.lighthouse} on ${results.length} pages, ${info.runsPerPage} run${info.runsPerPage === 1 ? '' : 's'} each, and writes this section (everything up to the next \`## \` heading is replaced). By default it starts its own copy of the platform from the current builds (apps/*/dist, services/*/dist: it builds nothing) on ports 3400 and 5400-5403 (mail 5425/5480, Stripe emulator 5412) with a throwaway database (migrated, seeded with the demo data as \`npm start\` seeds it, dropped at the end), so a running \`npm start\` is left alone; \`npm run bench:web -- --url http://localhost:4200\` measures a running platform instead (its API must accept that origin, \`ALLOWED_ORIGINS\`). \`--runs N\` changes the number of runs; \`--pages /admin,/admin/manage-items\` measures only those pages (by label or address) and leaves this section alone: it prints its table and writes it to \`.var/bench-web/section.md\`. The median run of each page is saved as an HTML report under \`.var/bench-web/\`.

- Method: Lighthouse's default mobile preset (Moto G Power viewport, simulated throttling: slow 4G and 4x CPU) for public and member pages, its desktop preset (1350x940, 10 Mbps and 40 ms, no CPU slowdown) for the back office, which is used at a desk (column Preset), categories performance, accessibility and SEO (SEO's goal only for pages search engines may list: members' and admins' pages are noindex on purpose, which Lighthouse counts against them), in Debian's chromium (\`--headless=new --no-sandbox --disable-gpu --disable-background-networking\`), one browser per persona. Lighthouse empties the HTTP cache before each run, so every run is a first visit. **Performance**, **Accessibility** and **First-load JS** are the median run's (the run with the median performance score); **LCP**, **CLS** and **TBT** are the medians over the runs. First-load JS is the compressed body bytes of every Script response of the load (from the DevTools protocol log Lighthouse records: \`Network.loadingFinished\` encodedDataLength minus the response headers; the count \`npm test\`'s budget check, apps/e2e/tests/budgets.spec.ts, makes) and the number of scripts; the budget is that check's. ✓ met, ✗ missed (goal in brackets). "Load (1 min)": the machine's load average as the page's first run started. "Content shown": every run made a request only the page's own content makes (the directory's items or their pictures, the item or its picture, the dashboard's data) and got a 2xx, i.e. measured the signed-in page, not a sign-in prompt or Access Denied.
- Signed-in pages: the bench signs in through the API (\`POST /api/auth/signin\` with \`Origin: <shell>\`), then, in the persona's browser before its first run, puts the session cookie in the cookie jar and \`userId\` / \`userData\` in the shell origin's localStorage (what the app's own sign-in stores, libs/web/src/auth/storage.ts), by one visit to \`/remotes.json\` over the DevTools protocol. Both, because the client-rendered app read the signed-in user from localStorage at boot: given only the cookie (through Lighthouse's \`extraHeaders\`, tried on 2026-11-24 before server rendering) \`/directory\` rendered the sign-in prompt and never requested the items; with both, the page sees what a signed-in browser has, whichever of the two it reads. \`extraHeaders\` is not used: it goes with every request, to the remotes' origins too. Lighthouse's storage reset keeps cookies and localStorage (its default \`clearStorageTypes\` clears only service workers, Cache Storage, file systems and the shader cache, plus the HTTP cache), so every run is a signed-in first visit.
- Date: ${info.date}; ${info.machine}; Node ${info.node}, ${info.chrome}; Lighthouse's CPU benchmark index ${info.benchmarkIndex} (median over the runs)
- Measured: ${info.target}; build: ${info.build}
- Load average (1 / 5 / 15 min): ${loads(info.loadStart)} at the start, ${loads(info.loadEnd)} at the end (2 cores; Lighthouse's simulation scales the trace it observes, so a busy machine lowers the scores)

${markdownTable(results)}
`;
}

/** Puts the section in place of the existing one (up to the next `## ` heading), or appends it. */
export function replaceSection(page: string, section: string): string {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => [SECTION_HEADING, ...OLD_SECTION_HEADINGS].includes(line.trim()));
  const body = section.endsWith('\n') ? section : `${section}\n`;
  if (start === -1) return `${page.replace(/\n*$/, '')}\n\n${body}`;
  let end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  if (end === -1) end = lines.length;
  const before = lines.slice(0, start).join('\n');
  const after = lines.slice(end).join('\n');
  return `${before}${before ? '\n' : ''}${body}${after ? `\n${after}` : ''}`;
}
