// Puts a page together from the shell's built index.html: the stylesheets inlined (nothing
// blocks the first paint), the remotes table inlined (the browser need not ask for it), the
// routed remote's first downloads preloaded at low priority, and, when the page was rendered
// on the server, its markup and the state the browser hydrates it with. Every inline element
// that runs or styles carries the response's CSP nonce (server/security-headers.ts).
import { FORM_ECHO_ELEMENT_ID } from '@bolo/web';
import type { FormEcho } from '@bolo/web';
import { INLINE_REMOTES_ID } from '../federation/remote-routing';
import type { RemoteTable } from '../federation/remote-routing';
import { RENDERED_STATE_ID, scriptJson } from './rendered-state';
import type { ServerSession } from '@bolo/web';
import type { RenderedPage } from './render-page';

/** One stylesheet of a build, inlined under its file name. */
export interface InlineStyle {
  file: string;
  css: string;
}

export interface PageParts {
  table: RemoteTable;
  /** The shell's own stylesheets and the routed remote's, in cascade order. */
  styles: InlineStyle[];
  /** Script addresses the browser will need first (remoteEntry.js, the exposed chunk), fetched ahead at low priority. */
  preloadScripts: string[];
  /** The routed remote's mf-manifest.json, which the federation runtime fetches first. */
  manifest: string | null;
  rendered: Pick<RenderedPage, 'html' | 'state'> | null;
  /** The answer to a form post (server/form-posts.ts), which the page's form shows, rendered here or in the browser. */
  formEcho?: FormEcho | null;
  /** The session, for a page the browser renders (a rendered page carries it in its state). */
  session: ServerSession | null;
  /** This response's Content-Security-Policy nonce. */
  nonce: string;
  /** The page's own head (page-head.ts) in place of the template's title and description, or null. */
  head?: (nonceAttribute: string) => string | null;
}


const ROOT = /<div id="?root"?><\/div>/;

export function composePage(template: string, { table, styles, preloadScripts, manifest, rendered, formEcho, session, nonce, head: pageHead }: PageParts): string {
  const state = rendered?.state ?? (session ? { session } : null);
  const nonceAttribute = `nonce="${escapeAttribute(nonce)}"`;
  const ownHead = pageHead?.(nonceAttribute) ?? null;
  if (ownHead) template = template.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="?description"?[^>]*>/, '');
  const head = [
    ...(ownHead ? [ownHead] : []),
    // For scripts that add <style>s (antd in the admin remote): document.querySelector('meta[name="csp-nonce"]').nonce.
    // The browser hides a nonce attribute's value from the page's markup, not from its scripts.
    `<meta name="csp-nonce" ${nonceAttribute}>`,
    // data-href: webpack's CSS loader (mini-css-extract) takes a <style> so marked for its chunk's
    // stylesheet and adds no <link> of its own, which would change the cascade order mid-page.
    ...inlineOnce(styles).map(({ file, css }) => `<style data-href="${escapeAttribute(file)}" ${nonceAttribute}>${css.replace(/<\/style/gi, '<\\/style')}</style>`),
    ...(manifest ? [`<link rel="preload" href="${escapeAttribute(manifest)}" as="fetch" crossorigin="anonymous">`] : []),
    // prefetch, not preload: a failed preload stays in the page's memory cache and fails the
    // federation runtime's own load of the same file again, so Retry could not recover a remote
    // that was down when the page loaded. A prefetch goes through the HTTP cache, failures are not kept.
    ...preloadScripts.map((href) => `<link rel="prefetch" href="${escapeAttribute(href)}" as="script">`),
  ].join('');
  const data = [
    `<script type="application/json" id="${INLINE_REMOTES_ID}">${scriptJson(table)}</script>`,
    ...(state ? [`<script type="application/json" id="${RENDERED_STATE_ID}">${scriptJson(state)}</script>`] : []),
    ...(formEcho ? [`<script type="application/json" id="${FORM_ECHO_ELEMENT_ID}">${scriptJson(formEcho)}</script>`] : []),
  ].join('');
  // The stylesheets are inlined above: their <link>s would only block the first paint.
  let page = template.replace(/<link[^>]*rel="?stylesheet"?[^>]*>/g, '').replace('</head>', `${head}</head>`);
  // The page works without JavaScript when it was rendered here: the template's "needs
  // JavaScript" note goes (before the page's markup goes in, which may have <noscript>s of its own).
  if (rendered) page = page.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  page = page.replace(ROOT, () => `<div id="root">${rendered?.html ?? ''}</div>${data}`);
  // The app starts once the page (its first pictures included) has loaded, so its work never delays the first paint.
  if (rendered) page = startAfterLoad(page, nonceAttribute);
  return page;
}

const ENTRY_SCRIPT = /<script defer(?:="?defer"?)? src="?([^" >]+)"?><\/script>/;
// Past this the app starts even if a picture is still loading.
const START_AT_LATEST_MS = 3000;

/** Replaces the entry's deferred <script> with a preload and a start on `load`. */
function startAfterLoad(page: string, nonceAttribute: string): string {
  const match = ENTRY_SCRIPT.exec(page);
  const src = match?.[1];
  if (!match || !src) return page;
  const start =
    `<link rel="preload" href="${escapeAttribute(src)}" as="script" fetchpriority="low">` +
    `<script ${nonceAttribute}>(function(){var started=false;function start(){if(started)return;started=true;var s=document.createElement('script');s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
    `if(document.readyState==='complete')start();else{addEventListener('load',start);setTimeout(start,${START_AT_LATEST_MS})}})()</script>`;
  return page.replace(match[0], start);
}

/** Chunks that share a stylesheet have copies under their own names: the text goes in once. */
function inlineOnce(styles: InlineStyle[]): InlineStyle[] {
  const seen = new Set<string>();
  return styles.map(({ file, css }) => {
    if (seen.has(css)) return { file, css: '' };
    seen.add(css);
    return { file, css };
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
