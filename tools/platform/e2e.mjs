// `npm run e2e`: runs the Playwright suite in Debian's chromium against the whole platform,
// started on its own ports with a throwaway database, so a running `npm start` is left alone.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { checkBackingServices, DEFAULT_DATABASE_URL } from './services.mjs';
import { readinessUrls, root, run, runAsync, startProcesses, waitForUrls } from './processes.mjs';

const problem = await checkBackingServices();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const databaseUrl = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
databaseUrl.pathname = `/bolo_e2e_${process.pid}`;
const portBase = Number(process.env.E2E_PORT_BASE ?? 5200);
const env = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl.toString(),
  QUEUE_PREFIX: `bolo-e2e-${process.pid}`,
  REDIS_KEY_PREFIX: `bolo-e2e-${process.pid}:`,
  // E2E_PORT_BASE moves every port at once, so two suites can run side by side.
  API_PORT: String(portBase - 2100),
  SHELL_PORT: String(portBase),
  MARKETING_PORT: String(portBase + 1),
  MEMBER_PORT: String(portBase + 2),
  ADMIN_PORT: String(portBase + 3),
  MAIL_SMTP_PORT: String(portBase + 25),
  MAIL_WEB_PORT: String(portBase + 80),
  STRIPE_EMULATOR_PORT: String(portBase + 12),
};
delete env.SMTP_URL; // the suite reads its e-mails from its own MailDev, never a real server
// Payments always go to the suite's own Stripe emulator (its clock and failures are the tests'), never to Stripe.
for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL', 'STRIPE_API_URL']) delete env[name];
env.BILLING_MODE = 'emulator';
env.E2E_STRIPE_EMULATOR_URL = `http://127.0.0.1:${env.STRIPE_EMULATOR_PORT}`;
env.ALLOWED_ORIGINS = `http://localhost:${env.SHELL_PORT},http://127.0.0.1:${env.SHELL_PORT}`;

let platform;
let status = 1;
try {
  run('migrate', process.execPath, ['services/api/dist/migrate.js'], env);
  // Enough synthetic items that filtered results span several pages (a category, a subcategory and a search included),
  // and enough accounts, comments, reports, saved items and imports that every list pages (--large).
  run('seed', process.execPath, ['tools/seed/dist/main.js', '--items', '10000', '--large'], env);
  platform = startProcesses(env, { quiet: !process.env.E2E_VERBOSE });
  platform.onCrash((reason) => console.error(`${reason} during the end-to-end run`));
  await waitForUrls(readinessUrls(platform.ports), 90000);
  // The demo member's subscription in the suite's own Stripe emulator (which starts with the platform).
  await runAsync('seed billing', process.execPath, ['tools/seed/dist/billing/main.js'], env);
  // Asynchronous on purpose: while Playwright runs, this process must keep reading the platform's
  // output, or the pipes fill and the API and worker block on their next log line.
  const playwright = spawn('npx', ['playwright', 'test', '-c', 'apps/e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, E2E_BASE_URL: `http://localhost:${env.SHELL_PORT}`, E2E_API_URL: `http://127.0.0.1:${env.API_PORT}`, E2E_ADMIN_REMOTE_ORIGIN: `http://localhost:${env.ADMIN_PORT}`, E2E_MAIL_URL: `http://127.0.0.1:${env.MAIL_WEB_PORT}` },
  });
  const [code] = await once(playwright, 'exit');
  status = code ?? 1;
} catch (error) {
  console.error(error.message);
} finally {
  if (platform) await platform.stop();
  const { dropDatabase } = await import('@bolo/db');
  await dropDatabase(env.DATABASE_URL).catch((error) => console.error(`could not drop ${env.DATABASE_URL}: ${error.message}`));
}
process.exit(status);
