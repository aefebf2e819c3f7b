// `npm start`: build, migrate, seed, then run the whole platform until Ctrl+C.
//
// PostgreSQL and Redis: whatever answers is used; on a bare machine (DATABASE_URL/REDIS_URL unset
// and nothing on 127.0.0.1:5432/6379) local ones are started and stopped again at the end
// (local-services.mjs). In a terminal (stdout a TTY, LOG_FORMAT unset or pretty, not production)
// the output is short: one line per step, the API and the worker log LOG_FORMAT=pretty (one
// coloured line per request or job), and the line saying the platform is ready comes last.
// Elsewhere (CI, tests, a pipe) every step streams its output and the processes log JSON lines.
import { provideBackingServices, ServiceProblem } from './local-services.mjs';
import { colours, mailInboxUrl, readinessUrls, run, runAsync, runQuietly, startProcesses, stripeEmulatorUrl, waitForUrls } from './processes.mjs';

const production = process.env.NODE_ENV === 'production';
const pretty = !production && (process.env.LOG_FORMAT === 'pretty' || (!process.env.LOG_FORMAT && Boolean(process.stdout.isTTY)));
const paint = colours(pretty && Boolean(process.stdout.isTTY) && !process.env.NO_COLOR);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

let services = null;
let platform = null;
let stopping = null;
const shutdown = (code) => {
  stopping ??= (async () => {
    if (platform) await platform.stop();
    if (services) await services.stop();
    if (platform) console.log(`Stopped the platform${services?.started.length ? ` and ${services.started.join(' and ')}` : ''}.`);
    process.exit(code);
  })();
  return stopping;
};
// Registered before anything starts, so Ctrl+C at any point stops the servers started below.
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  services = await provideBackingServices(process.env);
} catch (error) {
  console.error(error instanceof ServiceProblem ? error.message : error.stack);
  process.exit(1);
}
for (const note of services.notes) console.log(note);
const env = { ...services.env };
if (pretty) env.LOG_FORMAT = 'pretty';

/** One step before the platform runs: its output streamed, or in a terminal one line with its time (all of it if it fails). */
function step(label, command, args, summary) {
  if (!pretty) return run(label, command, args, env);
  const started = Date.now();
  const output = runQuietly(label, command, args, env);
  console.log(`${paint.green('✓')} ${label}: ${summary(output)} ${paint.dim(`(${seconds(started)})`)}`);
}

try {
  if (!process.argv.includes('--no-build')) {
    // Nx shows its own compact progress in a terminal; elsewhere every task's output streams.
    if (pretty && process.stdout.isTTY) run('build', 'npx', ['nx', 'run-many', '-t', 'build'], env);
    else run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream'], env);
  }
  step('database', process.execPath, ['services/api/dist/migrate.js'], (output) => {
    const applied = output.split('\n').map((line) => { try { return JSON.parse(line).applied; } catch { return undefined; } }).find(Array.isArray);
    return applied?.length ? `${applied.length} migration(s) applied` : 'schema up to date';
  });
  step('demo data', process.execPath, ['tools/seed/dist/main.js'], (output) => output.split('\n').filter(Boolean).pop()?.replace(/^seed: /, '') ?? 'seeded');
} catch (error) {
  console.error(error.message);
  await shutdown(1);
}

platform = startProcesses(env, { pretty });
platform.onCrash((reason) => {
  console.error(paint.red(`${reason}; stopping the platform.`));
  void shutdown(1);
});

try {
  await waitForUrls(readinessUrls(platform.ports), 90000);
  // The demo member's subscription lives in the payment provider (the emulator keeps it in memory
  // only, so it starts with the platform): made once the platform answers, through the app's billing code.
  const billing = await runAsync('seed billing', process.execPath, ['tools/seed/dist/billing/main.js'], env, { quiet: true }).catch((error) => `demo billing not set up: ${error.message}`);
  await platform.waitForLine('worker', 'worker ready', 60000);
  // Let the processes finish their start-up lines (and, in a terminal, the jobs the seed queued:
  // card images on a new database), so the ready line is the last one printed.
  await (pretty ? platform.settle(800, 60000) : platform.settle(400, 3000));
  console.log(billing.split('\n').filter(Boolean).pop() ?? 'demo billing set up');
  const inbox = mailInboxUrl(platform.ports);
  console.log(inbox ? `E-mail inbox (MailDev, every e-mail the platform sends): ${inbox}` : 'E-mail goes to the SMTP server in SMTP_URL (no local inbox).');
  const stripe = stripeEmulatorUrl(platform.ports);
  console.log(stripe ? `Payments use the offline Stripe emulator (no real Stripe key configured): checkout pages at ${stripe}/checkout/<session id>, pay with 4242 4242 4242 4242.` : `Payments use Stripe (BILLING_MODE=stripe); forward its webhooks with: stripe listen --forward-to localhost:${platform.ports.shell}/api/stripe/webhook`);
  console.log(`\n${paint.bold(paint.green(`BOLO Directory is ready: http://localhost:${platform.ports.shell}`))}  (admin / Admin123!, member / Member123!, free / Free1234!; Ctrl+C stops it)`);
} catch (error) {
  console.error(error.message);
  await shutdown(1);
}
