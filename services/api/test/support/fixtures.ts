import * as argon2 from 'argon2';
import { PASSWORD_HASH_OPTIONS } from '../../src/auth/password-hasher';
import type { Server } from 'node:http';
import request from 'supertest';
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
  const rows: Array<{ id: number }> = await db.query(
    `INSERT INTO users (username, password, email, is_admin, subscription_status, subscription_plan, subscription_end_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      username,
      await hashOf(password),
      spec.email ?? `${username.toLowerCase()}@example.test`,
      spec.isAdmin ?? false,
      spec.subscriptionStatus ?? 'free',
      spec.subscriptionPlan ?? 'none',
      spec.subscriptionEndDate ?? null,
      spec.createdAt ?? new Date(),
    ],
  );
  return { id: rows[0].id, username, password };
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
  const rows: Array<{ id: number }> = await db.query(
    `INSERT INTO bolo_items (name, description, category, subcategory, status, created_by, updated, created_at, image,
                             buy_price, sold_range, platforms, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '{eBay,Mercari}', '{Thrift Stores}') RETURNING id`,
    [
      spec.name ?? unique('Item '),
      spec.description ?? 'A find worth reselling for a profit.',
      spec.category ?? 'Electronics',
      spec.subcategory === undefined ? 'Gadgets' : spec.subcategory,
      spec.status ?? 'published',
      spec.createdBy ?? null,
      spec.updated ?? new Date(),
      spec.createdAt ?? new Date(),
      spec.image ?? null,
      spec.buyPrice ?? '$5',
      spec.soldRange ?? '$25 - $60',
    ],
  );
  return rows[0].id;
}

/** A browser-like client signed in as `user`. */
export async function signedIn(server: Server, user: CreatedUser) {
  const agent = request.agent(server);
  const res = await agent.post('/api/auth/signin').send({ username: user.username, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed for ${user.username}: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}
