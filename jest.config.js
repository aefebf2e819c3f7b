// One jest run, two projects: fast unit tests and integration tests that need PostgreSQL and Redis.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// Tests run against library sources, so no build is needed first.
const moduleNameMapper = {
  '^@bolo/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@bolo/db$': '<rootDir>/libs/db/src/index.ts',
  '^@bolo/catalogue-search$': '<rootDir>/libs/catalogue-search/src/index.ts',
  '^@bolo/billing$': '<rootDir>/libs/billing/src/index.ts',
  '^@bolo/web$': '<rootDir>/libs/web/src/index.ts',
  '^@bolo/server-kit$': '<rootDir>/libs/server-kit/src/index.ts',
  '\\.(css)$': '<rootDir>/tools/jest/style-stub.js',
  // @ant-design/icons' CommonJS build requires the ES-module build of @ant-design/colors.
  '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
};
const common = { rootDir: __dirname, transform: { '^.+\\.(t|j)sx?$': swc }, moduleNameMapper, testPathIgnorePatterns: ['/node_modules/', '/dist/'] };

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      // Node-side code of the front end (the shell's web server) is unit-tested here too.
      testMatch: ['<rootDir>/{libs,services,tools}/**/src/**/*.spec.ts', '<rootDir>/apps/*/src/{server,server-render,service-worker}/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'ui',
      // jsdom plus the Fetch API classes RTK Query needs (jsdom has none).
      testEnvironment: '<rootDir>/tools/jest/jsdom-fetch-environment.js',
      testMatch: ['<rootDir>/{libs,apps}/**/src/**/*.spec.tsx'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{libs,services,tools}/**/test/**/*.int.spec.ts'],
      testTimeout: 60000,
    },
  ],
};
