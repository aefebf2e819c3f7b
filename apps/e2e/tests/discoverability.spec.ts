// What search engines and link previews read (issue 18): robots.txt, sitemap.xml, and the head
// of every public page's first HTML (its own title, description, canonical address and Open
// Graph tags), all made by the shell's web server from the remotes' page lists.
import { expect, test } from '@playwright/test';
import { accounts } from './support/session';

const shellOrigin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4200').origin;

function attribute(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[1] ?? null;
}

test('robots.txt keeps crawlers out of the API, the back office and members\' pages, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n');
  expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /my-bolos', 'Disallow: /profile', `Sitemap: ${shellOrigin}/sitemap.xml`]));
  expect(lines).not.toContain('Disallow: /blog');
  expect(lines).not.toContain('Disallow: /pricing');
});

test('every page the sitemap lists answers 200 with its own title, description, canonical address and Open Graph tags', async ({ request }) => {
  test.setTimeout(120_000);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const paths = locations.map((location) => new URL(location).pathname);
  expect(paths).toEqual(expect.arrayContaining(['/', '/landing', '/lp/what-sells-on-ebay', '/pricing', '/blog', '/help-center', '/contact', '/privacy', '/terms-of-service', '/login', '/signup']));
  for (const hidden of ['/directory', '/profile', '/my-bolos', '/admin', '/add-bolo', '/payment-success', '/reset-password']) expect(paths).not.toContain(hidden);
  expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBe(locations.length);

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const location of locations.filter((address) => !new URL(address).pathname.startsWith('/blog/'))) {
    const page = await request.get(location.replace(new URL(location).origin, shellOrigin), { headers: { Accept: 'text/html' } });
    expect(page.status(), location).toBe(200);
    const html = await page.text();
    const title = attribute(html, /<title>([^<]*)<\/title>/);
    const description = attribute(html, /<meta name="description" content="([^"]*)">/);
    expect(html.match(/<title>/g), `${location}: one title`).toHaveLength(1);
    expect(title, location).toMatch(/BOLO Directory/);
    expect(description?.length, `${location}: a description`).toBeGreaterThan(40);
    expect(attribute(html, /<link rel="canonical" href="([^"]*)">/), location).toBe(location);
    expect(attribute(html, /<meta property="og:url" content="([^"]*)">/), location).toBe(location);
    expect(attribute(html, /<meta property="og:title" content="([^"]*)">/), location).toBeTruthy();
    expect(html, location).not.toContain('noindex');
    // Each page its own: no two share a title or a description.
    expect(titles.get(title as string), `${location} and ${titles.get(title as string)} share a title`).toBeUndefined();
    expect(descriptions.get(description as string), `${location} shares a description`).toBeUndefined();
    titles.set(title as string, location);
    descriptions.set(description as string, location);
  }
});

test('members\' and admins\' pages, and not-found pages, are noindex in their first HTML', async ({ playwright }) => {
  const member = await playwright.request.newContext({ baseURL: shellOrigin });
  expect((await member.post('/api/auth/signin', { data: accounts.admin, headers: { Origin: shellOrigin } })).status()).toBe(200);
  for (const path of ['/directory', '/profile', '/admin', '/admin/users', '/my-bolos']) {
    const html = await (await member.get(path, { headers: { Accept: 'text/html' } })).text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html, path).not.toContain('rel="canonical"');
  }
  for (const path of ['/not-found', '/no-such-page', '/blog/no-such-post']) {
    const answer = await member.get(path, { headers: { Accept: 'text/html' } });
    expect(answer.status(), path).toBe(404);
    const html = await answer.text();
    expect(html, path).toContain('<title>Page Not Found | BOLO Directory</title>');
    expect(html, path).toContain('noindex');
  }
  await member.dispose();
});
