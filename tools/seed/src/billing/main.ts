import 'reflect-metadata';
import { createDataSource, createRepositories } from '@bolo/db';
import { checkBackingServices, PreflightError } from '@bolo/server-kit';
import { SeedError, loadSeedConfig } from '../config';
import { seedDemoAccounts } from './accounts';

/**
 * `node tools/seed/dist/billing/main.js`: only the demo accounts and the member's subscription with
 * the payment provider (and its payments), without the catalogue. For a platform that runs the full
 * seed before the offline Stripe emulator is up (it lives only while the platform runs, in memory):
 * run this once the emulator answers. Idempotent like the full seed. Unlike the full seed, an
 * emulator that does not answer is an error here (exit 1): seeding the billing is all it is for.
 */
async function main(): Promise<void> {
  const config = loadSeedConfig([], process.env);
  await checkBackingServices(config.databaseUrl, config.redisUrl);
  const dataSource = await createDataSource(config.databaseUrl, 2).initialize();
  try {
    const { billing } = await seedDemoAccounts(createRepositories(dataSource), config, process.env, new Date(), log);
    if (billing.kind === 'skipped' && billing.unreachable) throw new SeedError(`billing: ${billing.reason}; start it first (npm start runs it)`);
  } finally {
    await dataSource.destroy();
  }
}

function log(message: string): void {
  console.log(`seed: ${message}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`seed: ${error instanceof SeedError || error instanceof PreflightError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
