import { matchPage, routePrefixes } from './page-definition';
import type { PageDefinition } from './page-definition';

const page = (path: string): PageDefinition => ({ path, page: () => null, head: { title: path } });
const pages = ['/', '/blog', '/blog/:slug', '/blog/archive', '/admin/*'].map(page);

describe('matchPage', () => {
  it.each([
    ['/', '/', {}],
    ['/blog', '/blog', {}],
    ['/blog/', '/blog', {}],
    ['/blog/how-to-flip', '/blog/:slug', { slug: 'how-to-flip' }],
    // A fixed segment beats a parameter, whatever the order of the list.
    ['/blog/archive', '/blog/archive', {}],
    ['/admin', '/admin/*', { '*': '' }],
    ['/admin/users/3', '/admin/*', { '*': 'users/3' }],
  ])('%s is served by %s', (pathname, pattern, params) => {
    const matched = matchPage(pages, pathname);
    expect(matched?.definition.path).toBe(pattern);
    expect(matched?.params).toEqual(params);
  });

  it.each(['/blog/a/b', '/pricing', '/bloggers'])('%s is served by no page', (pathname) => {
    expect(matchPage(pages, pathname)).toBeNull();
  });
});

describe('routePrefixes', () => {
  it('gives the shell one prefix per top-level address, and the home page exactly', () => {
    expect(routePrefixes(pages)).toEqual(['/', '/blog/*', '/admin/*']);
  });
});
