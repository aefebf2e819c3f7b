// `npm test`: every test the project has, in the order a failure is cheapest to find.
import { missingToolsLine } from './preflight.mjs';
import { checkBackingServices } from './services.mjs';
import { run } from './processes.mjs';

// Before minutes of building: the machine's programs the suites need, then PostgreSQL and Redis.
const problem = missingToolsLine() ?? (await checkBackingServices());
if (problem) {
  console.error(problem);
  process.exit(1);
}

const steps = [
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream']],
  // Lint and type check side by side (independent, and each leaves a core idle on its own).
  // Webpack transpiles without type checking, so browser code and tests are type-checked here.
  ['lint and type check', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--output-style=stream']],
  // Each project's own targets, the same ones `npm run test:unit` / `test:integration` and `nx affected` run.
  ['unit tests', 'npx', ['nx', 'run-many', '-t', 'test', '--output-style=stream']],
  // One project at a time: each boots real processes against PostgreSQL and Redis.
  ['integration tests', 'npx', ['nx', 'run-many', '-t', 'test-integration', '--parallel=1', '--output-style=stream']],
  // `npm start` on a bare machine: embedded PostgreSQL and redis-server on ports of its own, a member signs in.
  ['bare-machine start', process.execPath, ['--test', '--test-reporter=spec', 'tools/platform/bare-machine.test.mjs']],
  ['end-to-end tests', process.execPath, ['tools/platform/e2e.mjs']],
];
// Each step's time is printed, so a slow step shows where the 20-minute budget goes.
const started = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
for (const [label, command, args] of steps) {
  const stepStarted = Date.now();
  try {
    run(label, command, args);
    console.log(`\nnpm test: ${label} took ${minutes(Date.now() - stepStarted)}`);
  } catch (error) {
    console.error(`\nnpm test: ${error.message}`);
    process.exit(1);
  }
}
console.log(`\nnpm test: all steps passed in ${minutes(Date.now() - started)}`);
