import { createAppStore } from '@bolo/web';
import type { PageDefinition } from '@bolo/web';
import { pageHeadHtml } from './page-head';

const state = createAppStore().getState();
const pages: PageDefinition[] = [
  {
    path: '/landing',
    page: () => null,
    head: { title: 'Finds & "flips"', description: 'What <sells>', image: '/logo.png', jsonLd: [{ '@type': 'ItemList', name: '</script><script>alert(1)</script>' }] },
    sitemap: true,
  },
  { path: '/profile', page: () => null, head: { title: 'Profile' }, index: false },
];
const head = (pathname: string, status = 200) =>
  pageHeadHtml({ pages, url: new URL(pathname, 'http://shell.invalid'), user: null, state, status, siteUrl: 'https://bolo.example' }, 'nonce="n"');

describe('pageHeadHtml', () => {
  it('writes the title, description, absolute canonical and Open Graph addresses, escaped', () => {
    const html = head('/landing');
    expect(html).toContain('<title>Finds &amp; "flips" | BOLO Directory</title>');
    expect(html).toContain('<meta name="description" content="What &lt;sells&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://bolo.example/landing">');
    expect(html).toContain('<meta property="og:image" content="https://bolo.example/logo.png">');
    expect(html).not.toContain('noindex');
  });

  it('makes the site paths of JSON-LD absolute', () => {
    const withList: PageDefinition[] = [{ path: '/x', page: () => null, head: { title: 'x', jsonLd: [{ '@type': 'ItemList', itemListElement: [{ item: { url: '/bolo/3', name: '/not-an-address', image: 'https://cdn.example/a.png' } }] }] } }];
    const html = pageHeadHtml({ pages: withList, url: new URL('http://shell.invalid/x'), user: null, state, status: 200, siteUrl: 'https://bolo.example' }, '') ?? '';
    const script = /<script type="application\/ld\+json" >(.*?)<\/script>/.exec(html);
    expect(JSON.parse(script?.[1] ?? 'null').itemListElement[0].item).toEqual({ url: 'https://bolo.example/bolo/3', name: '/not-an-address', image: 'https://cdn.example/a.png' });
  });

  it('keeps JSON-LD from closing its script element', () => {
    const html = head('/landing') ?? '';
    const script = /<script type="application\/ld\+json" nonce="n">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(script?.[1] ?? 'null')).toEqual({ '@type': 'ItemList', name: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('marks members\' pages and error pages noindex, without a canonical address', () => {
    expect(head('/profile')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(head('/profile')).not.toContain('rel="canonical"');
    expect(head('/landing', 404)).toContain('<title>Page Not Found | BOLO Directory</title>');
    expect(head('/nowhere', 404)).toContain('noindex');
  });

  it('leaves the template\'s head alone for an address no page declares', () => {
    expect(head('/nowhere')).toBeNull();
  });
});
