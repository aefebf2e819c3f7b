// The <head> of a page's first HTML, from the page's definition (PageHead): title, meta
// description, canonical address, Open Graph, robots and JSON-LD. Search engines and link
// previews read this; the browser keeps it in step afterwards (@bolo/web PageRoutes).
import { documentTitle, matchPage, resolvePageHead } from '@bolo/web';
import type { PageDefinition, PageHead, RootState } from '@bolo/web';

export interface HeadRequest {
  pages: readonly PageDefinition[];
  url: URL;
  user: { id: number } | null;
  state: RootState;
  /** The status the page answers with: an error page is never listed. */
  status: number;
  /** The site's public origin, for absolute addresses (https://bolo.example). */
  siteUrl: string;
}

const NOT_FOUND_HEAD: PageHead = { title: 'Page Not Found', description: 'The page you are looking for does not exist or has moved.' };

/** The head's markup, or null when no page definition serves the address (the template's defaults stay). */
export function pageHeadHtml({ pages, url, user, state, status, siteUrl }: HeadRequest, nonceAttribute: string): string | null {
  const matched = matchPage(pages, url.pathname);
  if (!matched && status !== 404) return null;
  const index = status < 400 && matched?.definition.index !== false;
  const head = status === 404 || !matched ? NOT_FOUND_HEAD : resolvePageHead(matched, { url, user }, state);
  const absolute = (address: string) => new URL(address, siteUrl).toString();
  const canonical = absolute(head.canonical ?? url.pathname);
  const description = head.description;
  const tags = [
    `<title>${escapeText(documentTitle(head.title))}</title>`,
    ...(description ? [`<meta name="description" content="${escapeAttribute(description)}">`] : []),
    ...(index ? [`<link rel="canonical" href="${escapeAttribute(canonical)}">`] : ['<meta name="robots" content="noindex, nofollow">']),
    `<meta property="og:site_name" content="BOLO Directory">`,
    `<meta property="og:title" content="${escapeAttribute(head.title)}">`,
    ...(description ? [`<meta property="og:description" content="${escapeAttribute(description)}">`] : []),
    `<meta property="og:url" content="${escapeAttribute(canonical)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    ...(head.image ? [`<meta property="og:image" content="${escapeAttribute(absolute(head.image))}">`] : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    ...(head.jsonLd ?? []).map((document) => `<script type="application/ld+json" ${nonceAttribute}>${jsonForScript(absoluteAddresses(document, siteUrl))}</script>`),
  ];
  return tags.join('');
}

// Pages write site paths ('/bolo/12'); schema.org consumers want absolute addresses.
const ADDRESS_KEYS = new Set(['url', 'image', '@id', 'logo', 'mainEntityOfPage', 'sameAs']);

/** The document with every site path under an address key made absolute against the site's origin. */
function absoluteAddresses(value: unknown, siteUrl: string, key = ''): unknown {
  if (typeof value === 'string') return ADDRESS_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? new URL(value, siteUrl).toString() : value;
  if (Array.isArray(value)) return value.map((entry) => absoluteAddresses(entry, siteUrl, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, absoluteAddresses(entry, siteUrl, name)]));
  return value;
}

/** JSON inside <script>: nothing in it can close the element or open a comment. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}
