import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, lists, emphasis, code, quotes and tables', () => {
    const html = renderMarkdown(
      ['# Title', '', 'Some **bold** and _italic_ text.', '', '- one', '- two', '', '1. first', '', '> quoted', '', '```js', 'const a = 1;', '```', '', '| a | b |', '|:--|--:|', '| 1 | 2 |'].join('\n'),
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<pre><code class="language-js">const a = 1;');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).not.toContain('style=');
  });

  it.each([
    ['http', '[site](http://example.com/a)', '<a href="http://example.com/a" rel="noopener nofollow">site</a>'],
    ['https', '[site](https://example.com/a)', '<a href="https://example.com/a" rel="noopener nofollow">site</a>'],
    ['mailto', '[mail](mailto:hi@example.com)', '<a href="mailto:hi@example.com" rel="noopener nofollow">mail</a>'],
    ['relative', '[pricing](/pricing)', '<a href="/pricing" rel="noopener nofollow">pricing</a>'],
    ['a bare address', 'see https://example.com/x', '<a href="https://example.com/x" rel="noopener nofollow">https://example.com/x</a>'],
    ['raw HTML with its own rel and target', '<a href="https://e.com" rel="opener" target="_blank" onclick="x()">e</a>', '<a href="https://e.com" rel="noopener nofollow">e</a>'],
  ])('keeps %s links, with rel="noopener nofollow"', (_case, source, expected) => {
    expect(renderMarkdown(source)).toContain(expected);
  });

  it.each([
    ['https', '![alt](https://example.com/a.png)', '<img src="https://example.com/a.png" alt="alt" />'],
    ['relative', '![alt](/api/images/blog/1?v=abc)', '<img src="/api/images/blog/1?v=abc" alt="alt" />'],
    ['raw HTML without alt text (decoration, as screen readers need)', '<img src="https://example.com/a.png">', '<img src="https://example.com/a.png" alt="" />'],
  ])('keeps %s pictures', (_case, source, expected) => {
    expect(renderMarkdown(source)).toContain(expected);
  });

  const HOSTILE: Array<[string, string, RegExp]> = [
    ['a script block', '<script>alert(1)</script>', /<script|alert\(1\)/i],
    ['an inline script', 'text <script src="https://evil.test/x.js"></script> more', /<script/i],
    ['a javascript: link', '[x](javascript:alert(1))', /href="javascript:/i],
    ['a javascript: link in raw HTML', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['an entity-encoded javascript: link', '<a href="jav&#x61;script:alert(1)">x</a>', /href=/i],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /href="data:/i],
    ['an onerror picture', '<img src=x onerror=alert(1)>', /onerror|alert/i],
    ['a javascript: picture', '<img src="javascript:alert(1)">', /javascript:/i],
    ['a data: picture', '![x](data:image/svg+xml;base64,PHN2Zz4=)', /src="data:/i],
    ['an iframe', '<iframe src="https://evil.test"></iframe>', /iframe|evil/i],
    ['a style block and attribute', '<style>body{display:none}</style><p style="color:red">x</p>', /style|display/i],
    ['an event handler on an allowed tag', '<p onclick="alert(1)">x</p>', /onclick|alert/i],
    ['an svg with onload', '<svg onload="alert(1)"><circle/></svg>', /svg|onload|alert/i],
    ['a form', '<form action="https://evil.test"><input name="password"></form>', /<form|<input/i],
    ['a protocol-relative link', '<a href="//evil.test/x">x</a>', /evil\.test/i],
  ];
  it.each(HOSTILE)('strips %s', (_case, source, forbidden) => {
    expect(renderMarkdown(source)).not.toMatch(forbidden);
  });

  it('renders nothing for blank markdown', () => {
    expect(renderMarkdown('  \n ')).toBe('');
  });
});
