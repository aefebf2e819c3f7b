import * as argon2 from 'argon2';
import { PASSWORD_HASH_OPTIONS } from '../../src/auth/password-hasher';
import type { Server } from 'node:http';
import { request } from './test-app';
import { createRepositories } from '@bolo/db';
import type { DataSource } from 'typeorm';

export const PASSWORD = 'secret-pass-1';

const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, argon2.hash(password, PASSWORD_HASH_OPTIONS));
  return hashes.get(password) as Promise<string>;
}

let sequence = 0;
const unique = (base: string) => `${base}${++sequence}${Date.now() % 100000}`;

export interface UserSpec {
  username?: string;
  password?: string;
  email?: string;
  isAdmin?: boolean;
  subscriptionStatus?: string;
  subscriptionPlan?: string;
  subscriptionEndDate?: Date | null;
  createdAt?: Date;
}

export interface CreatedUser {
  id: number;
  username: string;
  password: string;
}

/** Inserts a user directly (faster than sign-up and able to set any subscription state). */
export async function createUser(db: DataSource, spec: UserSpec = {}): Promise<CreatedUser> {
  const username = spec.username ?? unique('user');
  const password = spec.password ?? PASSWORD;
  const created = await createRepositories(db).users.create({
    username,
    passwordHash: await hashOf(password),
    email: spec.email ?? `${username.toLowerCase()}@example.test`,
    firstName: null,
    lastName: null,
    isAdmin: spec.isAdmin ?? false,
    subscriptionStatus: spec.subscriptionStatus ?? 'free',
    subscriptionPlan: spec.subscriptionPlan ?? 'none',
    subscriptionEndDate: spec.subscriptionEndDate ?? null,
    createdAt: spec.createdAt ?? new Date(),
  });
  if (!('user' in created)) throw new Error(`createUser: ${created.taken} of ${username} is taken`);
  return { id: created.user.id, username, password };
}

export const subscriberSpec = (): UserSpec => ({ subscriptionStatus: 'active', subscriptionPlan: 'monthly' });

export interface ItemSpec {
  name?: string;
  description?: string;
  category?: string;
  subcategory?: string | null;
  status?: 'draft' | 'published';
  createdBy?: number | null;
  updated?: Date;
  createdAt?: Date;
  image?: string | null;
  buyPrice?: string;
  soldRange?: string;
}

export async function createItem(db: DataSource, spec: ItemSpec = {}): Promise<number> {
  const updated = spec.updated ?? new Date();
  return createRepositories(db).items.create({
    name: spec.name ?? unique('Item '),
    description: spec.description ?? 'A find worth reselling for a profit.',
    category: spec.category ?? 'Electronics',
    subcategory: spec.subcategory === undefined ? 'Gadgets' : spec.subcategory,
    status: spec.status ?? 'published',
    createdBy: spec.createdBy ?? null,
    updated,
    createdAt: spec.createdAt ?? new Date(),
    image: spec.image ?? null,
    buyPrice: spec.buyPrice ?? '$5',
    soldRange: spec.soldRange ?? '$25 - $60',
    platforms: ['eBay', 'Mercari'],
    source: ['Thrift Stores'],
  });
}

/** A path with a query string, e.g. withQuery('/api/bolo-items', { search: 'lamp', page: 2 }). */
export function withQuery(path: string, params: Record<string, string | number>): string {
  return `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

/** A browser-like client signed in as `user`. */
export async function signedIn(server: Server, user: CreatedUser) {
  const agent = request.agent(server);
  const res = await agent.post('/api/auth/signin').send({ username: user.username, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed for ${user.username}: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}
