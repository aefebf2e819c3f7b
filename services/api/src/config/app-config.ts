import { DEFAULT_DATABASE_URL } from '@bolo/db';
import { z } from 'zod';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_ALLOWED_ORIGINS = 'http://localhost:4200,http://127.0.0.1:4200';
const MIN_PRODUCTION_SECRET_LENGTH = 32;
// Only good enough for a laptop: production refuses to start without a real secret.
const DEVELOPMENT_SESSION_SECRET = 'bolo-development-session-secret-not-for-production';

/** Empty variables behave as unset, so `PORT=` in a .env file means "use the default". */
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

const urlWithScheme = (schemes: string[], name: string) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `${name} must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`);

const originList = z.string().transform((value, ctx) => {
  const origins = value.split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.origin !== origin) {
      ctx.addIssue({ code: 'custom', message: `ALLOWED_ORIGINS entry "${origin}" is not an origin like http://localhost:4200` });
    }
  }
  return origins;
});

/** Express's `trust proxy`: true/false, a hop count, or addresses/subnets ('loopback', '10.0.0.0/8, ...'). */
const trustProxy = z.string().transform((value): boolean | number | string => {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return value.trim();
});

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' }).default('development')),
    PORT: optional(z.coerce.number({ error: 'PORT must be a port number (0-65535)' }).int({ error: 'PORT must be a port number (0-65535)' }).min(0, { error: 'PORT must be a port number (0-65535)' }).max(65535, { error: 'PORT must be a port number (0-65535)' }).default(3000)),
    DATABASE_URL: optional(urlWithScheme(['postgres:', 'postgresql:'], 'DATABASE_URL').default(DEFAULT_DATABASE_URL)),
    DB_POOL_SIZE: optional(z.coerce.number({ error: 'DB_POOL_SIZE must be a number from 1 to 200' }).int().min(1).max(200).default(10)),
    REDIS_URL: optional(urlWithScheme(['redis:', 'rediss:'], 'REDIS_URL').default(DEFAULT_REDIS_URL)),
    /** Namespaces sessions and rate-limit counters, so tests and several deployments can share one Redis. */
    REDIS_KEY_PREFIX: optional(z.string().max(100).default('bolo:')),
    /** BullMQ key prefix; must match the worker's. */
    QUEUE_PREFIX: optional(z.string().regex(/^[A-Za-z0-9_-]+$/, 'QUEUE_PREFIX may only contain letters, digits, - and _').default('bull')),
    SESSION_SECRET: optional(z.string().optional()),
    ALLOWED_ORIGINS: optional(originList.default(DEFAULT_ALLOWED_ORIGINS.split(','))),
    TRUST_PROXY: optional(trustProxy.default(false)),
    LOG_LEVEL: optional(z.enum(['debug', 'info', 'warn', 'error', 'silent'], { error: 'LOG_LEVEL must be debug, info, warn, error or silent' }).default('info')),
    /** 'off' answers every directory request from PostgreSQL (uncached benchmarks, debugging). */
    DIRECTORY_CACHE: optional(z.enum(['on', 'off'], { error: 'DIRECTORY_CACHE must be on or off' }).default('on')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && (env.SESSION_SECRET ?? '').length < MIN_PRODUCTION_SECRET_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: `SESSION_SECRET is required in production and must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters`,
      });
    }
  });

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  databaseUrl: string;
  dbPoolSize: number;
  redisUrl: string;
  redisKeyPrefix: string;
  queuePrefix: string;
  sessionSecret: string;
  allowedOrigins: string[];
  trustProxy: boolean | number | string;
  logLevel: LogLevel;
  directoryCache: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; the first problem becomes a one-line error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const variable = first.path.join('.');
    const message = first.message.includes(variable) ? first.message : `${variable}: ${first.message}`;
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    queuePrefix: e.QUEUE_PREFIX,
    sessionSecret: e.SESSION_SECRET || DEVELOPMENT_SESSION_SECRET,
    allowedOrigins: e.ALLOWED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    directoryCache: e.DIRECTORY_CACHE === 'on',
  };
}
