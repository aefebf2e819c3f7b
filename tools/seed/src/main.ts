import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { imageVariantJob } from '@bolo/contracts';
import { bumpCatalogueVersion, createDataSource, createRepositories, seedActivity } from '@bolo/db';
import Redis from 'ioredis';
import { enqueueMissingCards } from './card-jobs';
import { SeedError, USAGE, loadSeedConfig } from './config';
import { seedDemoPosts } from './blog/demo-posts';
import { seedDemoItems } from './demo/seed-demo-items';
import { seedDemoAccounts } from './billing/accounts';
import { checkBackingServices, JobQueues, PreflightError } from '@bolo/server-kit';
import { topUpSyntheticItems } from './scale/top-up';
import { ensureCatalogImportUser } from './users';

/**
 * Demo data, safe to run any number of times (`npm run seed`):
 *   1. users admin / member / free (never changed once they exist), the member's subscription with
 *      the payment provider (emulator or Stripe test mode, when reachable; billing/) and its invoices
 *   2. the hand-written catalogue with generated pictures, matched by name
 *   3. a card-variant job for every picture whose card is missing, and the demo blog posts
 *   4. with --items N: top the synthetic catalogue up to N items
 *   5. with --large: more accounts, comments, reports, saved items and imports than a page holds
 *   6. VACUUM (ANALYZE) the item tables
 *   7. bump the catalogue version, so running APIs stop serving cached directory pages
 */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const config = loadSeedConfig(argv, process.env);
  await checkBackingServices(config.databaseUrl, config.redisUrl);

  const started = Date.now();
  const now = new Date();
  const dataSource = await createDataSource(config.databaseUrl, 2).initialize();
  const db = createRepositories(dataSource);
  try {
    const { users } = await seedDemoAccounts(db, config, process.env, now, log);

    const demo = await seedDemoItems(db, users.adminId, now);
    log(`demo items: ${demo.created} added, ${demo.existing} already there`);

    // The API's producers, closed the same careful way (a queue still starting up must not be cut off).
    const jobQueues = new JobQueues(config.redisUrl, config.queuePrefix);
    const jobs = await enqueueMissingCards(db.itemImages, jobQueues.queue(imageVariantJob.queue), demo.ids).finally(() => jobQueues.onApplicationShutdown());
    log(`card images: ${jobs.missing ? `${jobs.missing} not made yet, ${jobs.queued} newly queued for the worker` : 'all made'}`);

    const posts = await seedDemoPosts(db.blogPosts, 'BOLO Directory Team');
    log(`blog posts: ${posts.created} added, ${posts.existing} already there`);

    if (config.syntheticItems !== null) {
      const ownerId = await ensureCatalogImportUser(db.users);
      let lastReport = 0;
      const result = await topUpSyntheticItems(db.items, config.syntheticItems, ownerId, now, (done, total, ms) => {
        if (done < total && ms - lastReport < 2000) return; // a line every ~2 s, not every batch
        lastReport = ms;
        log(`synthetic items: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${(ms / 1000).toFixed(1)} s)`);
      });
      log(
        result.added
          ? `synthetic items: added ${result.added.toLocaleString('en-US')} in ${(result.ms / 1000).toFixed(1)} s (${Math.round(result.added / (result.ms / 1000)).toLocaleString('en-US')} items/s)`
          : `synthetic items: already ${result.before.toLocaleString('en-US')} (target ${config.syntheticItems.toLocaleString('en-US')})`,
      );
    }

    if (config.large) {
      // Nobody signs in as these accounts: one random password, hashed once.
      const passwordHash = await argon2.hash(randomBytes(32).toString('base64'), { type: argon2.argon2id });
      const added = await seedActivity(dataSource, users, now, passwordHash);
      log(`activity: added ${added.users} accounts, ${added.comments} comments (${added.reports} reported), ${added.saved} saved items, ${added.imports} imports`);
    }

    // Fresh statistics so the planner picks the directory indexes right after a bulk load, and
    // VACUUM so the visibility map is set: index-only scans (counts, deep pages) then skip the heap.
    await db.items.vacuumAnalyze();
    await db.itemImages.vacuumAnalyze();
    await bumpCatalogue(config.redisUrl, config.redisKeyPrefix);

    const { published, drafts } = await db.items.countByStatus();
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${published.toLocaleString('en-US')} published items, ${drafts.toLocaleString('en-US')} drafts`);
  } finally {
    await dataSource.destroy();
  }
}

async function bumpCatalogue(redisUrl: string, redisKeyPrefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    log(`catalogue version ${await bumpCatalogueVersion(redis, redisKeyPrefix)}`);
  } finally {
    redis.disconnect();
  }
}

function log(message: string): void {
  console.log(`seed: ${message}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`seed: ${error instanceof SeedError || error instanceof PreflightError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
