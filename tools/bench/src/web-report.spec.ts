import { SECTION_HEADING, pagesToMeasure, replaceSection, selectPages } from './web-report';

describe('bench:web pages', () => {
  const pages = pagesToMeasure(12, 'a-post');

  it('measures the back office with the desktop preset and everything else with the mobile one', () => {
    expect(pages.filter((page) => page.preset === 'desktop').map((page) => page.label)).toEqual(['/admin', '/admin/manage-items']);
    expect(pages.filter((page) => page.as !== 'admin').every((page) => page.preset === 'mobile')).toBe(true);
  });

  it('selects pages by label or address, in table order, and refuses an unknown one', () => {
    expect(selectPages(pages, null)).toEqual(pages);
    expect(selectPages(pages, ['/admin/manage-items', '/admin']).map((page) => page.label)).toEqual(['/admin', '/admin/manage-items']);
    expect(selectPages(pages, ['/bolo/12']).map((page) => page.label)).toEqual(['/bolo/{id}']);
    expect(() => selectPages(pages, ['/nowhere'])).toThrow('unknown page /nowhere');
  });

  it('replaces the section under its old heading too', () => {
    const page = '# Benchmarks\n\n## Web pages (Lighthouse 12, mobile)\n\nold table\n\n## Load\n\nkept\n';
    expect(replaceSection(page, `${SECTION_HEADING}\n\nnew table\n`)).toBe(`# Benchmarks\n\n${SECTION_HEADING}\n\nnew table\n\n## Load\n\nkept\n`);
  });
});
