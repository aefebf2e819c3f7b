import { defineConfig } from '@playwright/test';

// Runs against a platform that tools/platform/e2e.mjs has already started.
// The browser is Debian's chromium; Playwright never downloads one.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per platform (E2E_PORT_BASE), so side-by-side runs keep their own traces.
  outputDir: `../../test-results/e2e-${new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4200').port}`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:4200',
    trace: 'retain-on-failure',
    // Each test's browser is new, so every first page would install the service worker (the shell
    // precached, the member and marketing remotes fetched whole): about a third of the suite's time.
    // The specs of the installed app and the store pack allow it (test.use), as real browsers do.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
