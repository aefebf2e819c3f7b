import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.1 levels A and AA: what the site promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Impacts that fail the check; minor and moderate findings are only listed in the report. */
export const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** Anything that says "still loading": the whole-area loading screen, list spinners, skeletons, antd spinners. */
export const BUSY = [
  '[data-testid="loading-screen"]',
  '[data-testid$="-loading"]',
  '[data-testid="updating-banner"]',
  '.list-loading',
  '[data-testid="item-detail-skeleton"]',
  '.ant-spin-spinning',
  '.ant-skeleton-active',
  'main [aria-busy="true"]',
].join(', ');

/**
 * Waits until the routed page is really there: its own marker is visible, no loading indicator is
 * left and the network has calmed down (late answers such as counts and chips are in).
 */
export async function settle(page: Page, ready: Locator): Promise<void> {
  await expect(ready.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(BUSY)).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator(BUSY)).toHaveCount(0, { timeout: 10_000 });
}

function snippet(html: string, max = 160): string {
  const flat = html.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The part of axe's failure summary that matters (e.g. the contrast ratio and colours). */
function reason(summary: string | undefined): string {
  if (!summary) return '';
  const lines = summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:?$/i.test(line));
  return snippet(lines.join(' '), 200);
}

/** A readable list: rule, impact, how many elements, then each element's selector, snippet and reason. */
export function describeViolations(violations: readonly Violation[], maxNodes = 8): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, maxNodes).map((node) => {
        const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' | ');
        const why = reason(node.failureSummary);
        return `    - ${target}\n      ${snippet(node.html)}${why ? `\n      ${why}` : ''}`;
      });
      const more = violation.nodes.length > maxNodes ? [`    … and ${violation.nodes.length - maxNodes} more`] : [];
      return [`  [${violation.impact ?? 'unknown'}] ${violation.id} (${violation.nodes.length}): ${violation.help}`, `    ${violation.helpUrl}`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

function nodeCount(violations: readonly Violation[]): number {
  return violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
}

/**
 * Runs axe (WCAG 2.1 A/AA) on the settled page and fails on any serious or critical finding,
 * listing every finding so the failure explains itself. The full results are attached to the test.
 */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const other = results.violations.filter((violation) => !BLOCKING_IMPACTS.has(violation.impact ?? ''));
  await testInfo.attach(`axe-${label.replace(/[^a-z0-9]+/gi, '-')}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  // One summary line per page, so a run shows the whole picture even when it passes.
  console.log(`[a11y] ${label}: ${nodeCount(blocking)} serious/critical in ${blocking.length} rules, ${nodeCount(other)} minor/moderate`);
  if (other.length > 0) console.log(`[a11y] ${label} minor/moderate:\n${describeViolations(other, 3)}`);
  const report = `${label} (${page.url()}): ${nodeCount(blocking)} serious/critical accessibility violations\n${describeViolations(blocking)}`;
  expect(nodeCount(blocking), report).toBe(0);
}
