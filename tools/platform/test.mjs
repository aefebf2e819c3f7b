// `npm test`: every test the project has, in the order a failure is cheapest to find.
import { checkBackingServices } from './services.mjs';
import { run } from './processes.mjs';

const problem = await checkBackingServices();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const steps = [
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream']],
  ['lint', 'npx', ['nx', 'run-many', '-t', 'lint', '--output-style=stream']],
  // Webpack transpiles without type checking, so browser code and tests are type-checked here.
  ['type check', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=stream']],
  // Each project's own targets, the same ones `npm run test:unit` / `test:integration` and `nx affected` run.
  ['unit tests', 'npx', ['nx', 'run-many', '-t', 'test', '--output-style=stream']],
  // One project at a time: each boots real processes against PostgreSQL and Redis.
  ['integration tests', 'npx', ['nx', 'run-many', '-t', 'test-integration', '--parallel=1', '--output-style=stream']],
  ['end-to-end tests', process.execPath, ['tools/platform/e2e.mjs']],
];
for (const [label, command, args] of steps) {
  try {
    run(label, command, args);
  } catch (error) {
    console.error(`\nnpm test: ${error.message}`);
    process.exit(1);
  }
}
console.log('\nnpm test: all steps passed');
