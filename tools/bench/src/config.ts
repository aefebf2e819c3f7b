import path from 'node:path';
import { ConfigError, loadServerConfig } from '@bolo/server-kit';

export class BenchError extends Error {}

export interface BenchConfig {
  apiUrl: string;
  /** A second API started with DIRECTORY_CACHE=off: what every request costs when nothing is cached. */
  uncachedApiUrl: string | null;
  databaseUrl: string;
  username: string;
  password: string;
  durationMs: number;
  warmupMs: number;
  concurrencies: number[];
  outputFile: string;
  minPublishedItems: number;
  /** 'fixed': the five cases; 'diverse': queries that rarely repeat (diverse.ts). */
  workload: 'fixed' | 'diverse';
  /** Seeds the diverse workload's query stream, so a run can be repeated. */
  seed: number;
  /** How many diverse queries are checked against the reference SQL before measuring. */
  verifySample: number;
  /** Names the diverse run's block in docs/benchmarks.md (one per catalogue size); by default from the published count. */
  label: string | null;
}

const positive = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new BenchError(`${name} must be a positive whole number, got "${raw}"`);
  return value;
};

export function loadBenchConfig(env: NodeJS.ProcessEnv): BenchConfig {
  const durationMs = positive('BENCH_DURATION_MS', env.BENCH_DURATION_MS, 5000);
  return {
    apiUrl: (env.BENCH_API_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
    uncachedApiUrl: env.BENCH_UNCACHED_API_URL ? env.BENCH_UNCACHED_API_URL.replace(/\/$/, '') : null,
    databaseUrl: databaseUrl(env),
    username: env.BENCH_USERNAME ?? 'member',
    password: env.BENCH_PASSWORD ?? 'Member123!',
    durationMs,
    // A fifth of the measured time, at least 200 ms: fills pools and JIT-compiles the hot paths.
    warmupMs: positive('BENCH_WARMUP_MS', env.BENCH_WARMUP_MS, Math.max(200, Math.round(durationMs / 5))),
    concurrencies: (env.BENCH_CONCURRENCY ?? '1,32').split(',').map((c) => Number(c.trim())),
    outputFile: path.resolve(__dirname, '../../../docs/benchmarks.md'),
    minPublishedItems: 100_000,
    workload: workload(env.BENCH_WORKLOAD),
    seed: positive('BENCH_SEED', env.BENCH_SEED, 1),
    verifySample: positive('BENCH_VERIFY', env.BENCH_VERIFY, 40),
    label: env.BENCH_LABEL?.trim() || null,
  };
}

function workload(raw: string | undefined): 'fixed' | 'diverse' {
  const value = (raw ?? 'fixed').trim() || 'fixed';
  if (value !== 'fixed' && value !== 'diverse') throw new BenchError(`BENCH_WORKLOAD must be fixed or diverse, got "${raw}"`);
  return value;
}

/** DATABASE_URL with the default every server process uses. */
function databaseUrl(env: NodeJS.ProcessEnv): string {
  try {
    return loadServerConfig(env, ['DATABASE_URL']).databaseUrl;
  } catch (error) {
    throw error instanceof ConfigError ? new BenchError(error.message) : error;
  }
}
