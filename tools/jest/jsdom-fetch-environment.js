// A jsdom test environment that also has the Fetch API classes (Request, Response,
// Headers), which jsdom lacks and RTK Query's fetchBaseQuery needs. They are Node's
// own; AbortController/AbortSignal are Node's too, because Node's Request only accepts
// its own AbortSignal. Relative addresses resolve against the page, as in a browser. Tests still install their own `fetch` mock.
// The `ui` jest project runs every *.spec.tsx in it (jest.config.js).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream'];

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
  }
}

module.exports = JsdomFetchEnvironment;
