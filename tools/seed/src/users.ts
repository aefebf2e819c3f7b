import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { DataSource } from 'typeorm';
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

/** Bookkeeping account that owns the synthetic catalogue, so a re-run can count what it already added. */
export const CATALOG_IMPORT_USERNAME = 'catalog-import';

function oneMonthFrom(now: Date): Date {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** Inserts a user unless one with the same (case-insensitive) username exists; never changes an existing one. */
async function ensureUser(db: DataSource, spec: UserSpec): Promise<{ id: number; created: boolean }> {
  const [found] = await db.query(`SELECT id FROM users WHERE lower(username) = lower($1)`, [spec.username]);
  if (found) return { id: found.id, created: false };
  const hash = await argon2.hash(spec.password, { type: argon2.argon2id });
  const [row] = await db.query(
    `INSERT INTO users (username, password, email, first_name, last_name, is_admin, subscription_status, subscription_plan, subscription_end_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [spec.username, hash, spec.email, spec.firstName, spec.lastName, spec.isAdmin, spec.subscriptionStatus, spec.subscriptionPlan, spec.subscriptionEndDate],
  );
  if (row) return { id: row.id, created: true };
  // Lost a race with a concurrent seed: the other run inserted it.
  const [again] = await db.query(`SELECT id FROM users WHERE lower(username) = lower($1)`, [spec.username]);
  if (!again) throw new SeedError(`cannot create user "${spec.username}": its e-mail ${spec.email} belongs to another account`);
  return { id: again.id, created: false };
}

export async function seedUsers(db: DataSource, accounts: SeedConfig['accounts'], now: Date): Promise<SeededUsers> {
  const admin = await ensureUser(db, {
    ...accounts.admin,
    email: 'admin@example.com',
    firstName: 'Avery',
    lastName: 'Admin',
    isAdmin: true,
    subscriptionStatus: 'free',
    subscriptionPlan: 'none',
    subscriptionEndDate: null,
  });
  const member = await ensureUser(db, {
    ...accounts.member,
    email: 'member@example.com',
    firstName: 'Morgan',
    lastName: 'Member',
    isAdmin: false,
    subscriptionStatus: 'active',
    subscriptionPlan: 'monthly',
    subscriptionEndDate: oneMonthFrom(now),
  });
  // The demo member must stay a member: a database seeded more than a month ago would otherwise
  // lock them out. Only a lapsed end date is moved, so a re-run within the month changes nothing.
  await db.query(
    `UPDATE users SET subscription_end_date = $2
      WHERE id = $1 AND subscription_status = 'active' AND subscription_end_date < now()`,
    [member.id, oneMonthFrom(now)],
  );
  const free = await ensureUser(db, {
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
export async function ensureCatalogImportUser(db: DataSource): Promise<number> {
  const { id } = await ensureUser(db, {
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
