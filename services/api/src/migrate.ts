import 'reflect-metadata';
import { ConfigError, loadServerConfig, postgresProblem } from '@bolo/server-kit';
import { runMigrations } from './database/run-migrations';

/** `npm run migrate`: creates the database if missing and applies pending migrations. */
async function migrate(): Promise<void> {
  let url: string;
  try {
    url = loadServerConfig(process.env, ['DATABASE_URL']).databaseUrl;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`migrate: ${error.message}\n`);
    process.exit(1);
  }
  try {
    const applied = await runMigrations(url);
    process.stdout.write(
      JSON.stringify({ level: 'info', time: new Date().toISOString(), service: 'migrate', msg: 'migrations applied', applied }) + '\n',
    );
  } catch (error) {
    process.stderr.write(`${postgresProblem(error, url)}\n`);
    process.exit(1);
  }
}

void migrate();
