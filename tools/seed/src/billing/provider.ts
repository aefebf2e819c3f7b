import type { BillingConfig, BillingGateway } from '@bolo/billing';

/** The payment provider the demo accounts are billed through, or why the seed leaves billing alone. */
export type DemoBillingProvider = { gateway: BillingGateway; config: BillingConfig; label: string } | { skipped: string; unreachable: boolean };

/**
 * The same gateway the API and the worker build, from the same variables (BILLING_MODE,
 * STRIPE_*; without them the offline emulator at its default address). Skipped, with the reason:
 * a live key (demo data never takes real money), a configuration the API would refuse too, and an
 * emulator that does not answer (it runs only while the platform does: `npm start` seeds the
 * accounts' billing again once it is up).
 *
 * The emulator's address: STRIPE_API_URL, else the port the platform scripts start it on
 * (STRIPE_EMULATOR_PORT, as tools/platform gives the API and the worker), else the default. So a
 * seed run by `npm run e2e` or a benchmark's own platform never reaches another platform's emulator.
 */
export async function demoBillingProvider(env: NodeJS.ProcessEnv): Promise<DemoBillingProvider> {
  // Loaded here, not at start-up: the Stripe SDK takes a while to load, and a seed refused for its
  // configuration should say so at once.
  const { BillingConfigError, createBillingGateway, isTestMode, loadBillingConfig } = await import('@bolo/billing');
  let config: BillingConfig;
  const port = env.STRIPE_EMULATOR_PORT;
  const emulatorUrl = !env.STRIPE_API_URL && port && /^\d{1,5}$/.test(port) ? { STRIPE_API_URL: `http://127.0.0.1:${port}` } : {};
  try {
    config = loadBillingConfig({ ...env, ...emulatorUrl });
  } catch (error) {
    if (error instanceof BillingConfigError) return { skipped: error.message, unreachable: false };
    throw error;
  }
  if (!isTestMode(config)) return { skipped: 'STRIPE_SECRET_KEY is a live key: demo subscriptions are made only in test mode', unreachable: false };
  if (config.mode === 'emulator' && config.apiUrl && !(await emulatorAnswers(config.apiUrl))) {
    return { skipped: `the Stripe emulator does not answer at ${config.apiUrl}`, unreachable: true };
  }
  const label = config.mode === 'emulator' ? `the Stripe emulator at ${config.apiUrl}` : 'Stripe (test mode)';
  return { gateway: createBillingGateway(config), config, label };
}

async function emulatorAnswers(apiUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${apiUrl}/_emulator/health`, { signal: AbortSignal.timeout(3000) });
    return res.ok;
  } catch {
    return false;
  }
}
