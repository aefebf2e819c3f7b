import { Client } from 'pg';
import { MIGRATIONS } from './migrations';

/** Runs `work` against the server's maintenance database, with the name of the database `url` points at. */
async function withMaintenanceConnection(url: string, work: (client: Client, name: string) => Promise<void>): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database named in `url` if it does not exist. */
export function ensureDatabase(url: string): Promise<void> {
  return withMaintenanceConnection(url, async (client, name) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
  });
}

/** Drops the database named in `url`, disconnecting its sessions (throwaway test databases). */
export function dropDatabase(url: string): Promise<void> {
  return withMaintenanceConnection(url, (client, name) => client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`).then(() => undefined));
}

/** The names of this build's migrations that the connected database has not applied (all of them when it has none). */
export async function pendingMigrations(client: Pick<Client, 'query'>): Promise<string[]> {
  const table = await client.query(`SELECT to_regclass('public.migrations') IS NOT NULL AS present`);
  const applied = new Set<string>(table.rows[0].present ? (await client.query('SELECT name FROM migrations')).rows.map((r: { name: string }) => r.name) : []);
  return MIGRATIONS.map((M) => new M().name ?? M.name).filter((name) => !applied.has(name));
}
