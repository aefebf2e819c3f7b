// A remote's pages, declared once (its "route manifest"): where each page lives, the
// component, the answers it shows on its first render, its head and whether search
// engines may list it. From this one list come the browser's routes (PageRoutes), the
// data the shell's server loads before rendering (loadPageData), the <head> of the first
// HTML (resolvePageHead), the address prefixes the shell routes to the remote and the
// sitemap (the shell's server reads `pages` from the remote's server bundle at run time).
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { AppStore, RootState } from '../store/store';

export const SITE_NAME = 'BOLO Directory';

/** What a page puts in the document's <head>. */
export interface PageHead {
  /** Without the site's name: "Pricing" becomes "Pricing | BOLO Directory". */
  title: string;
  description?: string;
  /** Site-relative address of the page's canonical URL; the page's own path by default. */
  canonical?: string;
  /** Site-relative or absolute picture for link previews (Open Graph). */
  image?: string;
  /** Open Graph type: 'website' by default. */
  type?: 'website' | 'article';
  /** schema.org documents, written as <script type="application/ld+json">. */
  jsonLd?: object[];
}

export interface PageContext {
  /** The route's parameters (`:slug` ...). */
  params: Record<string, string | undefined>;
  url: URL;
  /** The signed-in account, or null for a visitor. */
  user: { id: number } | null;
}

/** One of the remote's queries, as `endpoint.initiate(args, SERVER_QUERY)`: the same endpoint and arguments as the page's hook. */
export type PageQuery = (...thunkArguments: never[]) => unknown;

/** Options for a page query dispatched on the server: read once, nothing keeps it subscribed. */
export const SERVER_QUERY = { subscribe: false } as const;

export interface SitemapEntry {
  /** Site-relative address. */
  path: string;
  /** ISO date of the last change. */
  lastModified?: string;
}

export interface SitemapContext {
  /** GET on the API (path below /api), parsed JSON; throws on a non-OK answer. */
  getJson: <T>(path: string) => Promise<T>;
}

export interface PageDefinition {
  /** Absolute route pattern, as React Router reads it: '/', '/pricing', '/blog/:slug', '/admin/*'. */
  path: string;
  page: ComponentType;
  /** The answers the page shows on its first render; the shell's server puts them in the store before it renders. */
  data?: (context: PageContext) => PageQuery[];
  /** The page's head; given the store once its data has arrived (an item's name, a post's SEO fields). */
  head: PageHead | ((context: PageContext & { state: RootState }) => PageHead);
  /** False for pages search engines must not list: members' and admins' pages (noindex, robots.txt, no sitemap). Default true. */
  index?: boolean;
  /** Listed in sitemap.xml: true for the page itself, or a function listing the addresses it serves (a post per slug). */
  sitemap?: boolean | ((context: SitemapContext) => Promise<SitemapEntry[]>);
}

export interface MatchedPage {
  definition: PageDefinition;
  params: Record<string, string | undefined>;
}

/** The page that serves `pathname`: the first whose pattern matches, as <Routes> would pick it. */
export function matchPage(pages: readonly PageDefinition[], pathname: string): MatchedPage | null {
  // Static segments beat parameters beat splats, as in <Routes>.
  const ranked = [...pages].sort((a, b) => specificity(b.path) - specificity(a.path));
  for (const definition of ranked) {
    const match = matchPath({ path: definition.path, end: true }, pathname);
    if (match) return { definition, params: match.params };
  }
  return null;
}

function specificity(path: string): number {
  return path
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? 1 : segment.startsWith(':') ? 2 : 3), path === '/' ? 3 : 0);
}

/** Dispatches the matched page's queries and waits for their answers (a failed one stays in the store as the page's error). */
export async function loadPageData(pages: readonly PageDefinition[], url: URL, store: AppStore, user: { id: number } | null): Promise<void> {
  const matched = matchPage(pages, url.pathname);
  if (!matched?.definition.data) return;
  const queries = matched.definition.data({ params: matched.params, url, user });
  const dispatch = store.dispatch as unknown as (query: PageQuery) => PromiseLike<unknown>;
  await Promise.all(queries.map((query) => dispatch(query)));
}

export function resolvePageHead(matched: MatchedPage, context: Omit<PageContext, 'params'>, state: RootState): PageHead {
  const { head } = matched.definition;
  return typeof head === 'function' ? head({ ...context, params: matched.params, state }) : head;
}

/** The document title for a head: "Pricing | BOLO Directory"; the site's name alone for the home page's own title. */
export function documentTitle(title: string): string {
  return !title || title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

/**
 * The address prefixes a remote serves, for the shell's remotes table: '/' exactly, and
 * '/blog/*' for '/blog' and '/blog/:slug' (the remote's own routes answer the rest, 404 included).
 */
export function routePrefixes(pages: readonly PageDefinition[]): string[] {
  const prefixes = new Set<string>();
  for (const { path } of pages) {
    const first = path.split('/').filter(Boolean)[0];
    prefixes.add(first === undefined ? '/' : `/${first}/*`);
  }
  return [...prefixes];
}
