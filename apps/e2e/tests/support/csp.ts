// Reading Content-Security-Policy headers, and catching what a policy blocks on a page.
import type { Page } from '@playwright/test';

/** A policy's directives: name to sources ("script-src" -> ["'self'", ...]). */
export function cspDirectives(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The nonce a policy allows in script-src, if any. */
export function cspNonce(directives: Map<string, string[]>): string | undefined {
  return directives
    .get('script-src')
    ?.map((source) => /^'nonce-(.+)'$/.exec(source)?.[1])
    .find(Boolean);
}

/**
 * Everything the page's policy blocks from now on, in every frame: `securitypolicyviolation`
 * events (recorded from the start of each document) and the browser's console reports.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  return violations;
}
