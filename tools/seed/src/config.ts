import { ConfigError, loadServerConfig } from '@bolo/server-kit';

export class SeedError extends Error {}

export interface SeedAccount {
  username: string;
  password: string;
}

export interface SeedConfig {
  databaseUrl: string;
  redisUrl: string;
  /** The API's REDIS_KEY_PREFIX: the seed bumps the catalogue version under it. */
  redisKeyPrefix: string;
  queuePrefix: string;
  /** Synthetic catalogue size to top up to (scale mode); null for the demo data only. */
  syntheticItems: number | null;
  /** --large: a busy site's accounts, comments, reports, saved items and imports (libs/db/src/demo-activity). */
  large: boolean;
  accounts: { admin: SeedAccount; member: SeedAccount; free: SeedAccount };
}

const DEFAULT_PASSWORDS = { admin: 'Admin123!', member: 'Member123!', free: 'Free1234!' } as const;
const PASSWORD_ENV = { admin: 'SEED_ADMIN_PASSWORD', member: 'SEED_MEMBER_PASSWORD', free: 'SEED_FREE_PASSWORD' } as const;

export const USAGE = `Usage: npm run seed [-- [--items N] [--large]]
  Seeds demo users, payments and a hand-written catalogue (idempotent).
  --items N   also top the synthetic catalogue up to N items (about 95% published), for benchmarks.
  --large     also add more accounts, comments (half of them reported), saved items of the member and
              CSV imports than one page of each list holds (the end-to-end platform's data).
Environment: DATABASE_URL, REDIS_URL, REDIS_KEY_PREFIX, QUEUE_PREFIX; in production SEED_ADMIN_PASSWORD, SEED_MEMBER_PASSWORD, SEED_FREE_PASSWORD.`;

function parseItems(argv: readonly string[]): number | null {
  const at = argv.findIndex((arg) => arg === '--items' || arg.startsWith('--items='));
  if (at === -1) return null;
  const raw = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  if (!raw || !/^\d+$/.test(raw.replace(/_/g, ''))) throw new SeedError(`--items needs a whole number, e.g. --items 100000`);
  return Number(raw.replace(/_/g, ''));
}

export function loadSeedConfig(argv: readonly string[], env: NodeJS.ProcessEnv): SeedConfig {
  const unknown = argv.filter((arg, i) => arg.startsWith('-') && !arg.startsWith('--items') && arg !== '--large' && argv[i - 1] !== '--items');
  if (unknown.length > 0) throw new SeedError(`unknown option ${unknown.join(' ')}\n${USAGE}`);

  const production = env.NODE_ENV === 'production';
  // Known demo passwords on a public server would be an open door: production must bring its own.
  const password = (role: keyof typeof DEFAULT_PASSWORDS): string => env[PASSWORD_ENV[role]] || DEFAULT_PASSWORDS[role];
  if (production) {
    const missing = (Object.keys(PASSWORD_ENV) as Array<keyof typeof PASSWORD_ENV>).filter((role) => {
      const given = env[PASSWORD_ENV[role]];
      return !given || given === DEFAULT_PASSWORDS[role] || given.length < 8;
    });
    if (missing.length > 0) {
      throw new SeedError(
        `NODE_ENV=production refuses default passwords: set ${missing.map((role) => PASSWORD_ENV[role]).join(', ')} (8+ characters, not the demo defaults).`,
      );
    }
  }
  // The shared variables and their defaults, as the API and the worker read them (production must name both addresses).
  const server = serverConfig(env);

  return {
    databaseUrl: server.databaseUrl,
    redisUrl: server.redisUrl,
    redisKeyPrefix: server.redisKeyPrefix,
    queuePrefix: server.queuePrefix,
    syntheticItems: parseItems(argv),
    large: argv.includes('--large'),
    accounts: {
      admin: { username: 'admin', password: password('admin') },
      member: { username: 'member', password: password('member') },
      free: { username: 'free', password: password('free') },
    },
  };
}

function serverConfig(env: NodeJS.ProcessEnv) {
  try {
    return loadServerConfig(env);
  } catch (error) {
    throw error instanceof ConfigError ? new SeedError(error.message) : error;
  }
}
