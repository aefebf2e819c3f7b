import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { UsersRepository } from '@bolo/db';
import { SeedError, type SeedConfig } from './config';

interface UserSpec {
  username: string;
  password: string;
  email: string | null;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  subscriptionStatus: string;
  subscriptionPlan: string;
  subscriptionEndDate: Date | null;
}

export interface SeededUsers {
  adminId: number;
  memberId: number;
  freeId: number;
  created: string[];
}

/** The demo member's own details (its payment-provider customer is named after them). */
export const MEMBER_PROFILE = { email: 'member@example.com', firstName: 'Morgan', lastName: 'Member' } as const;

/** Bookkeeping account that owns the synthetic catalogue, so a re-run can count what it already added. */
export const CATALOG_IMPORT_USERNAME = 'catalog-import';

function oneMonthFrom(now: Date): Date {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** Inserts a user unless one with the same (case-insensitive) username exists; never changes an existing one. */
async function ensureUser(users: UsersRepository, spec: UserSpec): Promise<{ id: number; created: boolean }> {
  const found = await users.findIdByUsername(spec.username);
  if (found !== null) return { id: found, created: false };
  const { password, ...fields } = spec;
  const created = await users.create({ ...fields, passwordHash: await argon2.hash(password, { type: argon2.argon2id }) });
  if ('user' in created) return { id: created.user.id, created: true };
  // Lost a race with a concurrent seed (the other run inserted it), or the e-mail belongs to someone else.
  const again = await users.findIdByUsername(spec.username);
  if (again === null) throw new SeedError(`cannot create user "${spec.username}": its e-mail ${spec.email} belongs to another account`);
  return { id: again, created: false };
}

export async function seedUsers(users: UsersRepository, accounts: SeedConfig['accounts'], now: Date): Promise<SeededUsers> {
  const admin = await ensureUser(users, {
    ...accounts.admin,
    email: 'admin@example.com',
    firstName: 'Avery',
    lastName: 'Admin',
    isAdmin: true,
    subscriptionStatus: 'free',
    subscriptionPlan: 'none',
    subscriptionEndDate: null,
  });
  // Active in the database from the start; the seed's billing step then gives it a subscription
  // with the payment provider (billing/member-subscription.ts), which decides its state from then on.
  const member = await ensureUser(users, {
    ...accounts.member,
    ...MEMBER_PROFILE,
    isAdmin: false,
    subscriptionStatus: 'active',
    subscriptionPlan: 'monthly',
    subscriptionEndDate: oneMonthFrom(now),
  });
  // The demo member must stay a member: a database seeded more than a month ago would otherwise
  // lock them out. Only a lapsed end date is moved, so a re-run within the month changes nothing.
  // (With a provider subscription the billing step then writes the provider's own end date.)
  await users.extendLapsedSubscription(member.id, oneMonthFrom(now));
  const free = await ensureUser(users, {
    ...accounts.free,
    email: 'free@example.com',
    firstName: 'Frankie',
    lastName: 'Free',
    isAdmin: false,
    subscriptionStatus: 'free',
    subscriptionPlan: 'none',
    subscriptionEndDate: null,
  });
  const created = [
    ...(admin.created ? [accounts.admin.username] : []),
    ...(member.created ? [accounts.member.username] : []),
    ...(free.created ? [accounts.free.username] : []),
  ];
  return { adminId: admin.id, memberId: member.id, freeId: free.id, created };
}

/** Owner of the synthetic items; its password is random and never printed, so nobody can sign in as it. */
export async function ensureCatalogImportUser(users: UsersRepository): Promise<number> {
  const { id } = await ensureUser(users, {
    username: CATALOG_IMPORT_USERNAME,
    password: randomBytes(32).toString('base64'),
    email: null,
    firstName: 'Catalog',
    lastName: 'Import',
    isAdmin: false,
    subscriptionStatus: 'free',
    subscriptionPlan: 'none',
    subscriptionEndDate: null,
  });
  return id;
}
