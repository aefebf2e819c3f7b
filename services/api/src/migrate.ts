import 'reflect-metadata';
import { DEFAULT_DATABASE_URL } from '@bolo/db';
import { runMigrations } from './database/run-migrations';
import { postgresProblem } from '@bolo/preflight';

/** `npm run migrate`: creates the database if missing and applies pending migrations. */
async function migrate(): Promise<void> {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  try {
    const applied = await runMigrations(url);
    process.stdout.write(
      JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'migrations applied', applied }) + '\n',
    );
  } catch (error) {
    process.stderr.write(`${postgresProblem(error, url)}\n`);
    process.exit(1);
  }
}

void migrate();
