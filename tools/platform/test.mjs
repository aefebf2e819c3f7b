// `npm test`: every test the project has, in the order a failure is cheapest to find.
import { missingToolsLine } from './preflight.mjs';
import { checkBackingServices } from './services.mjs';
import { run, runAsync } from './processes.mjs';

// Before minutes of building: the machine's programs the suites need, then PostgreSQL and Redis.
const problem = missingToolsLine() ?? (await checkBackingServices());
if (problem) {
  console.error(problem);
  process.exit(1);
}

// A step is [label, command, args]; `together(...)` runs steps side by side. The end-to-end run
// mostly waits on browsers and pages while the integration tests mostly wait on PostgreSQL, so
// on two cores they share the time well; both use databases, Redis prefixes and ports of their own.
const together = (...group) => ({ together: group });
const steps = [
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream']],
  // Lint and type check side by side (independent, and each leaves a core idle on its own).
  // Webpack transpiles without type checking, so browser code and tests are type-checked here.
  ['lint and type check', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--output-style=stream']],
  // Each project's own targets, the same ones `npm run test:unit` / `test:integration` and `nx affected` run.
  ['unit tests', 'npx', ['nx', 'run-many', '-t', 'test', '--output-style=stream']],
  together(
    ['end-to-end tests', process.execPath, ['tools/platform/e2e.mjs']],
    // One project at a time: each boots real processes against PostgreSQL and Redis.
    ['integration tests', 'npx', ['nx', 'run-many', '-t', 'test-integration', '--parallel=1', '--exclude=@bolo/fault-tests', '--output-style=stream']],
  ),
  // Alone: they stop PostgreSQL, Redis and the worker and time how the platform answers meanwhile.
  ['fault tests', 'npx', ['nx', 'run', '@bolo/fault-tests:test-integration', '--output-style=stream']],
  // `npm start` on a bare machine: embedded PostgreSQL and redis-server on ports of its own, a member signs in.
  ['bare-machine start', process.execPath, ['--test', '--test-reporter=spec', 'tools/platform/bare-machine.test.mjs']],
];
// Each step's time is printed, so a slow step shows where the 20-minute budget goes.
const started = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/** The first step of a group shows its output as it runs; the others' output follows once each ends. */
async function runTogether([live, ...others]) {
  const timed = ([label, command, args], quiet) => {
    const stepStarted = Date.now();
    return runAsync(label, command, args, process.env, { quiet }).then(
      (output) => ({ label, output, took: Date.now() - stepStarted }),
      (error) => ({ label, error, took: Date.now() - stepStarted }),
    );
  };
  const results = await Promise.all([timed(live, false), ...others.map((step) => timed(step, true))]);
  for (const [index, result] of results.entries()) {
    if (index > 0) console.log(`\n[${result.label}] (ran alongside ${live[0]})\n${result.error ? result.error.message : result.output}`);
    if (!result.error) console.log(`\nnpm test: ${result.label} took ${minutes(result.took)}`);
  }
  const failed = results.filter((result) => result.error);
  if (failed.length) throw new Error(failed.map((result) => `${result.label} failed`).join('; '));
}

for (const step of steps) {
  const stepStarted = Date.now();
  try {
    if ('together' in step) await runTogether(step.together);
    else {
      const [label, command, args] = step;
      run(label, command, args);
      console.log(`\nnpm test: ${label} took ${minutes(Date.now() - stepStarted)}`);
    }
  } catch (error) {
    console.error(`\nnpm test: ${error.message}`);
    process.exit(1);
  }
}
console.log(`\nnpm test: all steps passed in ${minutes(Date.now() - started)}`);
