import type { Repositories } from '@bolo/db';
import type { SeedConfig } from '../config';
import { seedMemberPayments } from '../payments';
import { MEMBER_PROFILE, seedUsers, type SeededUsers } from '../users';
import { seedMemberSubscription, type MemberSubscriptionOutcome } from './member-subscription';
import { demoBillingProvider } from './provider';

export type DemoBillingResult = MemberSubscriptionOutcome | { kind: 'skipped'; reason: string; unreachable: boolean };

export interface DemoAccounts {
  users: SeededUsers;
  billing: DemoBillingResult;
}

/**
 * The demo accounts (admin, member, free), the member's subscription with the payment provider
 * (the emulator, or Stripe in test mode) and the member's payment history. What `npm run seed`
 * does first, and all that `node tools/seed/dist/billing/main.js` does.
 */
export async function seedDemoAccounts(db: Repositories, config: SeedConfig, env: NodeJS.ProcessEnv, now: Date, log: (line: string) => void): Promise<DemoAccounts> {
  const users = await seedUsers(db.users, config.accounts, now);
  log(`users: ${users.created.length ? `created ${users.created.join(', ')}` : 'admin, member and free already exist'}`);

  const provider = await demoBillingProvider(env);
  let billing: DemoBillingResult;
  if ('skipped' in provider) {
    billing = { kind: 'skipped', reason: provider.skipped, unreachable: provider.unreachable };
    log(`billing: skipped (${provider.skipped}); the member's subscription with the payment provider was neither checked nor made: run the seed again once the provider is reachable`);
  } else {
    billing = await seedMemberSubscription(db, provider.gateway, { id: users.memberId, name: `${MEMBER_PROFILE.firstName} ${MEMBER_PROFILE.lastName}` }, now);
    log(`billing: ${describe(billing)} (${provider.label})`);
  }

  // Billed by the provider (now, or on an earlier run): this month's invoice is the provider's.
  const providerBilled = Boolean((await db.billing.billingOf(users.memberId))?.subscriptionId);
  const payments = await seedMemberPayments(db.payments, users.memberId, now, { thisMonth: !providerBilled });
  log(`payments: ${payments ? `added ${payments}` : 'up to date'}`);
  return { users, billing };
}

function describe(outcome: MemberSubscriptionOutcome): string {
  if (outcome.kind === 'exists') return `member's subscription ${outcome.subscriptionId} already exists${outcome.synced ? ' (account updated to match it)' : ''}`;
  const why = { none: 'it had none', unknown: 'the provider no longer knew its previous one', ended: 'its previous one had ended' }[outcome.reason];
  return `started member's monthly subscription ${outcome.subscriptionId} for customer ${outcome.customerId} (${why})`;
}
