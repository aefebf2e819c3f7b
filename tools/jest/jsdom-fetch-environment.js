// A jsdom test environment with what jsdom lacks and the apps rely on, installed once here
// rather than in each spec. The `ui` jest project runs every *.spec.tsx in it (jest.config.js).
//
// - The Fetch API classes (Request, Response, Headers), which RTK Query's fetchBaseQuery needs.
//   They are Node's own; AbortController/AbortSignal are Node's too, because Node's Request
//   only accepts its own AbortSignal. Relative addresses resolve against the page, as in a
//   browser. `fetch` itself refuses: each test installs its own mock.
// - The browser APIs antd and the pages call that jsdom does not implement (see installBrowserGaps).
// - Faster style matching for antd's pages (see skipRulesNeedingAbsentClasses), installed
//   before jsdom loads.
const path = require('node:path');

/**
 * jsdom's getComputedStyle tries every CSS rule of the page on the element. antd's CSS-in-JS
 * puts some 3,000 rules in the page, so one call costs 50-100 ms, and a Testing Library role
 * query, which checks the visibility of every candidate's ancestors, takes seconds. Nearly all
 * of those rules name a class the element does not have: a rule each of whose selectors needs,
 * in its last compound (the part that must match the element itself), a class the element
 * lacks cannot match, so it is skipped without asking nwsapi. Only rules that could match are
 * matched as before, so styles are unchanged. This wraps the matcher that jsdom's style code
 * takes from helpers/selectors.js; if jsdom was loaded before this file or its layout changes,
 * nothing is wrapped and matching is just slower.
 */
function skipRulesNeedingAbsentClasses() {
  let selectors;
  try {
    const jsdomApi = require.resolve('jsdom', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] });
    selectors = require(path.join(path.dirname(jsdomApi), 'jsdom/living/helpers/selectors.js'));
  } catch {
    return;
  }
  const matchesDontThrow = selectors.matchesDontThrow;
  if (typeof matchesDontThrow !== 'function' || matchesDontThrow.skipsAbsentClasses) return;
  const needed = new Map();
  const wrapped = (elementImpl, selector) => {
    let classes = needed.get(selector);
    if (classes === undefined) {
      classes = classesEachSelectorNeeds(selector);
      needed.set(selector, classes);
    }
    if (classes !== null) {
      const own = new Set(String(elementImpl.getAttributeNS?.(null, 'class') ?? '').toLowerCase().split(/\s+/));
      if (!classes.some((list) => list.every((name) => own.has(name)))) return false;
    }
    return matchesDontThrow(elementImpl, selector);
  };
  wrapped.skipsAbsentClasses = true;
  selectors.matchesDontThrow = wrapped;
}

/**
 * For each selector of a selector list, the classes its last compound needs (lower-cased:
 * quirks mode compares them without case); null, so that the rule is never skipped, when some
 * selector needs none or the text is not plain (escapes, non-ASCII names, nesting).
 */
function classesEachSelectorNeeds(selectorList) {
  if (typeof selectorList !== 'string' || /[^\x20-\x7e\s]|[\\&]/.test(selectorList)) return null;
  const lists = [];
  let depth = 0;
  let quote = null;
  let classes = [];
  let combinatorPending = false;
  for (let i = 0; i < selectorList.length; i++) {
    const c = selectorList[i];
    if (quote) {
      if (c === quote) quote = null;
      continue;
    }
    if (depth === 0) {
      if (c === ',') {
        if (classes.length === 0) return null;
        lists.push(classes);
        classes = [];
        combinatorPending = false;
        continue;
      }
      if (/[\s>+~]/.test(c)) {
        // Whitespace or a combinator: what follows is a new compound (unless the selector ends).
        combinatorPending = true;
        continue;
      }
      if (combinatorPending) {
        classes = [];
        combinatorPending = false;
      }
      if (c === '.') {
        const name = /^[A-Za-z0-9_-]+/.exec(selectorList.slice(i + 1));
        if (!name) return null;
        classes.push(name[0].toLowerCase());
        i += name[0].length;
        continue;
      }
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
  }
  if (depth !== 0 || quote || classes.length === 0) return null;
  lists.push(classes);
  return lists;
}

skipRulesNeedingAbsentClasses();
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream'];

/** jsdom lays nothing out, so there is never a resize to report (antd's tables and sliders observe sizes). */
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * A MessageChannel whose messages are delivered by a timer (antd's form, select and overflow
 * schedule macrotasks through one). Node's own would do, but its open ports keep jest alive
 * after the tests. The timer is the page's real one, taken before any test can install fake
 * timers: a browser's channel does not wait for jest's clock either.
 */
function timerMessageChannel(setTimer) {
  return class MessageChannel {
    constructor() {
      const port = (other) => ({
        onmessage: null,
        postMessage(data) {
          setTimer(() => other().onmessage?.({ data }), 0);
        },
        start() {},
        close() {},
        addEventListener() {},
        removeEventListener() {},
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  };
}

/** A MediaQueryList that never matches (antd's responsive grid asks; jsdom has no media queries). */
function matchMedia(media) {
  return {
    matches: false,
    media,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  };
}

function installBrowserGaps(page) {
  page.ResizeObserver ??= ResizeObserver;
  page.MessageChannel ??= timerMessageChannel(page.setTimeout.bind(page));
  page.matchMedia ??= matchMedia;
  // jsdom has no pseudo-element styles and reports "not implemented" when asked for one
  // (antd's table measures the scrollbar with '::-webkit-scrollbar'): answer the element's own.
  const computedStyle = page.getComputedStyle.bind(page);
  page.getComputedStyle = (element) => computedStyle(element);
  // jsdom scrolls nothing and reports "not implemented"; tests that care spy on it.
  page.scrollTo = () => undefined;
  // Previews of chosen files: an address that loads nothing (jsdom keeps no blobs).
  let blobs = 0;
  page.URL.createObjectURL ??= () => `blob:${page.location.origin}/${++blobs}`;
  page.URL.revokeObjectURL ??= () => undefined;
}

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    // Node's Request needs an absolute address; a browser resolves '/api/...' against the page.
    const page = this.global;
    this.global.Request = class Request extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    };
    this.global.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'));
    installBrowserGaps(this.global);
  }
}

module.exports = JsdomFetchEnvironment;
