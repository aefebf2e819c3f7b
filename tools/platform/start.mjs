// `npm start`: build, migrate, seed, then run the whole platform until Ctrl+C.
import { checkBackingServices } from './services.mjs';
import { mailInboxUrl, readinessUrls, run, startProcesses, stripeEmulatorUrl, waitForUrls } from './processes.mjs';

const problem = await checkBackingServices();
if (problem) {
  console.error(problem);
  process.exit(1);
}

try {
  if (!process.argv.includes('--no-build')) run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream']);
  run('migrate', process.execPath, ['services/api/dist/migrate.js']);
  run('seed', process.execPath, ['tools/seed/dist/main.js']);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const platform = startProcesses();
const shutdown = async (code) => {
  await platform.stop();
  process.exit(code);
};
platform.onCrash((reason) => {
  console.error(`${reason}; stopping the platform.`);
  void shutdown(1);
});
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await waitForUrls(readinessUrls(platform.ports), 90000);
  const inbox = mailInboxUrl(platform.ports);
  console.log(inbox ? `E-mail inbox (MailDev, every e-mail the platform sends): ${inbox}` : 'E-mail goes to the SMTP server in SMTP_URL (no local inbox).');
  const stripe = stripeEmulatorUrl(platform.ports);
  console.log(stripe ? `Payments use the offline Stripe emulator (no real Stripe key configured): checkout pages at ${stripe}/checkout/<session id>, pay with 4242 4242 4242 4242.` : `Payments use Stripe (BILLING_MODE=stripe); forward its webhooks with: stripe listen --forward-to localhost:${platform.ports.shell}/api/stripe/webhook`);
  console.log(`\nBOLO Directory is ready: http://localhost:${platform.ports.shell}  (admin / Admin123!, member / Member123!, free / Free1234!)\n`);
} catch (error) {
  console.error(error.message);
  await shutdown(1);
}
