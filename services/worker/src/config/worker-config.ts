import { z } from 'zod';

const DEV_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bolo';
const DEV_REDIS_URL = 'redis://127.0.0.1:6379';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// address' }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// address' }).optional(),
  /** BullMQ key prefix; the API must use the same one. Tests isolate themselves with a unique prefix. */
  QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only').default('bull'),
  WORKER_CONCURRENCY: positiveInt(2),
  /** How long a job stays owned by a worker without a lock renewal; a killed worker's job is re-run after it. */
  WORKER_LOCK_DURATION_MS: positiveInt(30_000),
  /** How often the stalled-job check runs; defaults to the lock duration. */
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(1).optional(),
  /** How many times a job may be recovered after its worker died before it counts as failed (poison input). */
  WORKER_MAX_STALLED_COUNT: positiveInt(2),
  /** Largest accepted source image in pixels (width × height); bigger inputs are rejected, not decoded. */
  WORKER_MAX_INPUT_PIXELS: positiveInt(50_000_000),
  /** libvips threads per image; 0 means one per CPU core. */
  WORKER_SHARP_CONCURRENCY: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export interface WorkerConfig {
  env: 'development' | 'test' | 'production';
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
  maxStalledCount: number;
  maxInputPixels: number;
  sharpConcurrency: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

export class ConfigError extends Error {}

/** Reads and validates the environment once at boot; every problem is reported in one message. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  // Localhost defaults are a development convenience; production must say where its services are.
  if (e.NODE_ENV === 'production') {
    const missing = (['DATABASE_URL', 'REDIS_URL'] as const).filter((name) => !e[name]);
    if (missing.length > 0) throw new ConfigError(`invalid configuration: ${missing.join(' and ')} must be set in production`);
  }
  return {
    env: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL ?? DEV_DATABASE_URL,
    redisUrl: e.REDIS_URL ?? DEV_REDIS_URL,
    queuePrefix: e.QUEUE_PREFIX,
    concurrency: e.WORKER_CONCURRENCY,
    lockDurationMs: e.WORKER_LOCK_DURATION_MS,
    stalledIntervalMs: e.WORKER_STALLED_INTERVAL_MS ?? e.WORKER_LOCK_DURATION_MS,
    maxStalledCount: e.WORKER_MAX_STALLED_COUNT,
    maxInputPixels: e.WORKER_MAX_INPUT_PIXELS,
    sharpConcurrency: e.WORKER_SHARP_CONCURRENCY,
    logLevel: e.LOG_LEVEL,
  };
}
