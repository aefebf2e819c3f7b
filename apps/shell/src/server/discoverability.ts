// /sitemap.xml and /robots.txt, made from every remote's page list (as the pages' heads
// are): a page a remote adds is listed as soon as the remote is deployed, a post as soon
// as it is published (the sitemap is made per request; the blog's list is one query).
import type express from 'express';
import type { PageDefinition, SitemapEntry } from '@bolo/web';
import type { createPageHandler } from './pages';

type Pages = ReturnType<typeof createPageHandler>;

const SITEMAP_SOURCE_TIMEOUT_MS = 3000;

export function sitemap(pages: Pages, apiUrl: URL) {
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(new URL(`/api${path}`, apiUrl), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(SITEMAP_SOURCE_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    (async () => {
      const { pages: definitions, builtAt } = await pages.allPages();
      const site = pages.siteUrl(req);
      const listed = definitions.filter((definition) => definition.index !== false && definition.sitemap);
      const groups = await Promise.all(
        listed.map(async (definition): Promise<SitemapEntry[]> => {
          if (typeof definition.sitemap === 'function') {
            // One source failing (the API down) leaves the rest of the sitemap standing.
            return definition.sitemap({ getJson }).catch(() => []);
          }
          return [{ path: definition.path, lastModified: builtAt.get(definition) }];
        }),
      );
      const seen = new Set<string>();
      const urls = groups.flat().filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          ({ path, lastModified }) =>
            `<url><loc>${escapeXml(new URL(path, site).toString())}</loc>${lastModified ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>` : ''}</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n');
      res.status(200).type('application/xml').set('Cache-Control', 'public, max-age=60').send(body);
    })().catch(next);
  };
}

/** Every page that must not be listed (members' and admins' pages) is disallowed by its first segment, and the API. */
export function robots(pages: Pages) {
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    pages
      .allPages()
      .then(({ pages: definitions }) => {
        const disallowed = new Set(['/api']);
        for (const definition of definitions) if (definition.index === false) disallowed.add(firstSegment(definition));
        const lines = ['User-agent: *', ...[...disallowed].sort().map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', pages.siteUrl(req)).toString()}`, ''];
        res.status(200).type('text/plain').set('Cache-Control', 'public, max-age=300').send(lines.join('\n'));
      })
      .catch(next);
  };
}

function firstSegment(definition: PageDefinition): string {
  return `/${definition.path.split('/').filter(Boolean)[0] ?? ''}`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
