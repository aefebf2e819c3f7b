// Puts a page together from the shell's built index.html: the stylesheets inlined (nothing
// blocks the first paint), the remotes table inlined (the browser need not ask for it), the
// routed remote's first downloads preloaded at low priority, and, when the page was rendered
// on the server, its markup and the state the browser hydrates it with.
import { INLINE_REMOTES_ID } from '../federation/remote-routing';
import type { RemoteTable } from '../federation/remote-routing';
import { RENDERED_STATE_ID, scriptJson } from './rendered-state';
import type { ServerSession } from '@bolo/web';
import type { RenderedPage } from './render-page';

export interface PageParts {
  table: RemoteTable;
  /** The shell's own stylesheets and the routed remote's, in cascade order. */
  css: string[];
  /** Script addresses the browser will need first (remoteEntry.js, the exposed chunk). */
  preloadScripts: string[];
  /** The routed remote's mf-manifest.json, which the federation runtime fetches first. */
  manifest: string | null;
  rendered: RenderedPage | null;
  /** The session, for a page the browser renders (a rendered page carries it in its state). */
  session: ServerSession | null;
}

const ROOT = /<div id="?root"?><\/div>/;

export function composePage(template: string, { table, css, preloadScripts, manifest, rendered, session }: PageParts): string {
  const state = rendered?.state ?? (session ? { session } : null);
  const head = [
    ...css.filter(Boolean).map((sheet) => `<style>${sheet.replace(/<\/style/gi, '<\\/style')}</style>`),
    ...(manifest ? [`<link rel="preload" href="${escapeAttribute(manifest)}" as="fetch" crossorigin="anonymous">`] : []),
    ...preloadScripts.map((href) => `<link rel="preload" href="${escapeAttribute(href)}" as="script" fetchpriority="low">`),
  ].join('');
  const data = [
    `<script type="application/json" id="${INLINE_REMOTES_ID}">${scriptJson(table)}</script>`,
    ...(state ? [`<script type="application/json" id="${RENDERED_STATE_ID}">${scriptJson(state)}</script>`] : []),
  ].join('');
  // The stylesheets are inlined above: their <link>s would only block the first paint.
  let page = template.replace(/<link[^>]*rel="?stylesheet"?[^>]*>/g, '').replace('</head>', `${head}</head>`);
  page = page.replace(ROOT, () => `<div id="root">${rendered?.html ?? ''}</div>${data}`);
  // The page works without JavaScript when it was rendered here.
  if (rendered) page = page.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return page;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
