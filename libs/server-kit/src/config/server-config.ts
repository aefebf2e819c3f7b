import { z } from 'zod';

/** The development defaults of the variables every server process shares, written once. */
export const SERVER_DEFAULTS = {
  nodeEnv: 'development',
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/bolo',
  dbPoolSize: 10,
  redisUrl: 'redis://127.0.0.1:6379',
  redisKeyPrefix: 'bolo:',
  queuePrefix: 'bull',
  logLevel: 'info',
} as const;

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** `json`: one JSON object per line (production, CI, tests, log collectors); `pretty`: short coloured lines for a person at a terminal. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export type NodeEnv = 'development' | 'production' | 'test';

/** What every server process (api, worker, migrate, seed) knows about its surroundings. */
export interface ServerConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  databaseUrl: string;
  /** Connections per process (the worker sizes its pool from its concurrency instead). */
  dbPoolSize: number;
  redisUrl: string;
  /** Namespaces sessions, rate-limit counters and the directory cache, so several deployments or tests can share one Redis. */
  redisKeyPrefix: string;
  /** BullMQ key prefix; producers and consumers must use the same one. */
  queuePrefix: string;
  logLevel: LogLevel;
  /** LOG_FORMAT as given; unset: pretty at a terminal outside production, else JSON (`resolveLogFormat`). */
  logFormat?: LogFormat;
}

/** Injection token of the process's validated configuration (`ServerConfig` plus the process's own fields). */
export const SERVER_CONFIG = Symbol('SERVER_CONFIG');

/** Bad configuration: the message lists every problem, ready to print as one line. */
export class ConfigError extends Error {}

/** Empty variables behave as unset, so `PORT=` in a .env file means "use the default". */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

export const urlWithScheme = (name: string, schemes: string[]) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `${name} must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`);

/** A whole number from `min` (to `max`), one message for every way of getting it wrong. */
export const wholeNumber = (name: string, min: number, max?: number) => {
  const message = max === undefined ? `${name} must be a whole number of at least ${min}` : `${name} must be a number from ${min} to ${max}`;
  const base = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  return max === undefined ? base : base.max(max, { error: message });
};

/** The shared variables, each with its one default (the addresses default in `loadServerConfig`, so production can tell "unset"). */
const SHARED_VARIABLES = {
  NODE_ENV: optional(z.enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' }).default(SERVER_DEFAULTS.nodeEnv)),
  DATABASE_URL: optional(urlWithScheme('DATABASE_URL', ['postgres:', 'postgresql:']).optional()),
  DB_POOL_SIZE: optional(wholeNumber('DB_POOL_SIZE', 1, 200).default(SERVER_DEFAULTS.dbPoolSize)),
  REDIS_URL: optional(urlWithScheme('REDIS_URL', ['redis:', 'rediss:']).optional()),
  REDIS_KEY_PREFIX: optional(z.string().max(100, 'REDIS_KEY_PREFIX must be at most 100 characters').default(SERVER_DEFAULTS.redisKeyPrefix)),
  QUEUE_PREFIX: optional(z.string().regex(/^[A-Za-z0-9_-]+$/, 'QUEUE_PREFIX may only contain letters, digits, - and _').default(SERVER_DEFAULTS.queuePrefix)),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be ${LOG_LEVELS.slice(0, -1).join(', ')} or silent` }).default(SERVER_DEFAULTS.logLevel)),
  LOG_FORMAT: optional(z.enum(LOG_FORMATS, { error: `LOG_FORMAT must be ${LOG_FORMATS.join(' or ')}` }).optional()),
};

type Variables = Record<string, z.ZodType>;
type SharedVariables = typeof SHARED_VARIABLES;
export type EnvValues<V extends Variables> = { [K in keyof V]: z.output<V[K]> };

/** Addresses that must be given explicitly in production: localhost defaults are a development convenience. */
export type ProductionAddress = 'DATABASE_URL' | 'REDIS_URL';

/** One process's own variables on top of the shared ones. */
export interface ConfigExtension<V extends Variables, T> {
  variables: V;
  /** Rules across variables; each string returned is one problem. Runs even when some variable is invalid (its value is then undefined). */
  rules?: (env: Partial<EnvValues<SharedVariables & V>>) => Array<string | false | undefined>;
  build: (env: EnvValues<SharedVariables & V>) => T;
  /** Which addresses production must set; both unless the process uses only one (migrate). */
  requiredInProduction?: readonly ProductionAddress[];
}

/**
 * Reads and validates the environment once: each variable is checked on its own, so every
 * problem is listed at once in one `ConfigError`.
 */
export function loadConfig<V extends Variables, T>(extension: ConfigExtension<V, T>, env: NodeJS.ProcessEnv = process.env): ServerConfig & T {
  const variables = { ...SHARED_VARIABLES, ...extension.variables } as SharedVariables & V;
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(variables)) {
    const parsed = schema.safeParse(env[name]);
    if (parsed.success) values[name] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => (issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`)));
  }
  const typed = values as EnvValues<SharedVariables & V>;
  if (typed.NODE_ENV === 'production') {
    const missing = (extension.requiredInProduction ?? ['DATABASE_URL', 'REDIS_URL']).filter((name) => !env[name]);
    if (missing.length > 0) problems.push(`${missing.join(' and ')} must be set in production`);
  }
  for (const problem of extension.rules?.(typed) ?? []) if (problem) problems.push(problem);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);

  const shared: ServerConfig = {
    nodeEnv: typed.NODE_ENV,
    isProduction: typed.NODE_ENV === 'production',
    databaseUrl: typed.DATABASE_URL ?? SERVER_DEFAULTS.databaseUrl,
    dbPoolSize: typed.DB_POOL_SIZE,
    redisUrl: typed.REDIS_URL ?? SERVER_DEFAULTS.redisUrl,
    redisKeyPrefix: typed.REDIS_KEY_PREFIX,
    queuePrefix: typed.QUEUE_PREFIX,
    logLevel: typed.LOG_LEVEL,
    ...(typed.LOG_FORMAT ? { logFormat: typed.LOG_FORMAT } : {}),
  };
  return { ...shared, ...extension.build(typed) };
}

/** A process's loader: `export const loadWorkerConfig = defineConfig({ variables, build })`. */
export function defineConfig<V extends Variables, T>(extension: ConfigExtension<V, T>): (env?: NodeJS.ProcessEnv) => ServerConfig & T {
  return (env = process.env) => loadConfig(extension, env);
}

/** Only the shared variables (migrate, seed, bench). */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env, requiredInProduction?: readonly ProductionAddress[]): ServerConfig {
  return loadConfig({ variables: {}, build: () => ({}), requiredInProduction }, env);
}
