// Test-only: jsdom has no TextEncoder/TextDecoder, and react-router reads them when it is
// imported. Import this first in a spec that renders routes. (Never imported by app code.)
declare const require: (id: string) => { TextEncoder: typeof TextEncoder; TextDecoder: typeof TextDecoder };

const util = require('util');
globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;

export {};

// No network in unit tests: a spec that expects requests installs its own mock.
globalThis.fetch ??= () => Promise.reject(new Error('fetch is not mocked in this test'));
