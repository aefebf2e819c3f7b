import { composePage } from './page-html';

const TEMPLATE =
  '<!doctype html><html><head><title>BOLO Directory</title><script defer src=/main.js></script><link href=/main.1234abcd.css rel=stylesheet></head>' +
  '<body><noscript>BOLO Directory needs JavaScript to run.</noscript><div id=root></div></body></html>';
const NONCE = 'bm9uY2Utb2YtdGhpcy1wYWdl';
const TABLE = { marketing: { manifest: 'http://localhost:4201/mf-manifest.json', routes: ['/'] } };

describe('composePage', () => {
  it('puts the rendered markup in #root with the state the browser hydrates, and drops the no-JavaScript notice', () => {
    const page = composePage(TEMPLATE, {
      table: TABLE,
      styles: [{ file: 'main.1234abcd.css', css: '.a{color:red}' }, { file: '116.aaaabbbb.css', css: '.a{color:red}' }],
      preloadScripts: ['http://localhost:4201/remoteEntry.js'],
      manifest: TABLE.marketing.manifest,
      rendered: { html: '<h1>Know what sells</h1>', state: { session: { user: null }, api: { queries: {} } } },
      session: null,
      nonce: NONCE,
    });
    expect(page).toContain('<div id="root"><h1>Know what sells</h1></div>');
    expect(page).toContain('<script type="application/json" id="bolo-state">{"session":{"user":null},"api":{"queries":{}}}</script>');
    expect(page).toContain(`<script type="application/json" id="bolo-remotes">${JSON.stringify(TABLE)}</script>`);
    expect(page).not.toContain('<noscript>');
    // Styles inlined in the head instead of a blocking stylesheet request.
    // Each file marked as loaded (webpack adds no <link> for it later); shared text inlined once.
    expect(page).toContain(`<style data-href="main.1234abcd.css" nonce="${NONCE}">.a{color:red}</style><style data-href="116.aaaabbbb.css" nonce="${NONCE}"></style>`);
    expect(page).not.toContain('rel=stylesheet');
    expect(page).toContain('<link rel="prefetch" href="http://localhost:4201/remoteEntry.js" as="script">');
    expect(page).toContain('<link rel="preload" href="http://localhost:4201/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    // The app starts after the page has loaded, not as a deferred script.
    expect(page).not.toContain('<script defer src=/main.js>');
    expect(page).toContain('<link rel="preload" href="/main.js" as="script" fetchpriority="low">');
    expect(page).toMatch(/addEventListener\('load',start\)/);
  });

  it('gives every inline script and style the nonce of the response, and tells scripts on the page where to find it', () => {
    const page = composePage(TEMPLATE, {
      table: TABLE,
      styles: [{ file: 'main.1234abcd.css', css: '.a{color:red}' }],
      preloadScripts: [],
      manifest: null,
      rendered: { html: '<h1>Know what sells</h1>', state: { session: { user: null } } },
      session: null,
      nonce: NONCE,
    });
    // Inline elements that run or style (JSON data blocks never run, so they need none).
    const inline = [...page.matchAll(/<(script|style)(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)].map(([tag]) => tag);
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const tag of inline) expect(tag).toContain(`nonce="${NONCE}"`);
    expect(page).toContain(`<meta name="csp-nonce" nonce="${NONCE}">`);
  });

  it('keeps data that looks like markup inside its script element', () => {
    const user = { id: 1, username: '</script><script>alert(1)</script>' };
    const page = composePage(TEMPLATE, { table: TABLE, styles: [{ file: 'a.css', css: 'x</style><script>alert(2)</script>' }], preloadScripts: [], manifest: null, rendered: null, session: { user: user as never }, nonce: NONCE });
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('</style><script>alert(2)');
    const state = /<script type="application\/json" id="bolo-state">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(state?.[1] ?? 'null')).toEqual({ session: { user } });
  });

  it('sends a page the browser renders with its notice for visitors without JavaScript', () => {
    const page = composePage(TEMPLATE, { table: TABLE, styles: [], preloadScripts: [], manifest: null, rendered: null, session: null, nonce: NONCE });
    expect(page).toContain('<noscript>');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<script defer src=/main.js></script>');
    expect(page).not.toContain('bolo-state');
  });

  it("embeds the answer to a form post for the browser's first render, and keeps the page's own <noscript> markup", () => {
    const formEcho = { form: 'login' as const, values: { username: '</script>member' }, message: 'Invalid username or password', fields: [], done: false };
    const page = composePage(TEMPLATE, {
      table: TABLE,
      styles: [],
      preloadScripts: [],
      manifest: null,
      rendered: { html: '<form><noscript><p>Without scripts</p></noscript></form>', state: { session: { user: null } } },
      formEcho,
      session: null,
      nonce: NONCE,
    });
    const echo = /<script type="application\/json" id="bolo-form-echo">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(echo?.[1] ?? 'null')).toEqual(formEcho);
    expect(page).toContain('<noscript><p>Without scripts</p></noscript>');
    expect(page).not.toContain('needs JavaScript');
  });
});
