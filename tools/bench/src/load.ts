export interface LoadResult {
  requests: number;
  errors: number;
  firstError?: string;
  durationMs: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Closed-loop load: `concurrency` callers each issue the next request as soon as the previous
 * one answers, for `durationMs`. Latency is measured per request; throughput is completed
 * requests over the wall time until the last in-flight request returns.
 */
export async function runLoad(concurrency: number, durationMs: number, request: () => Promise<void>): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(durationMs) * 1_000_000n;

  const caller = async () => {
    while (process.hrtime.bigint() < deadline) {
      const t0 = process.hrtime.bigint();
      try {
        await request();
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      } catch (error) {
        errors += 1;
        firstError ??= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));

  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { ...summarize(latencies, elapsedMs), errors, firstError };
}

/** Throughput and percentiles of successful requests' latencies over a run of `durationMs`. */
export function summarize(latencies: number[], durationMs: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors: 0,
    durationMs,
    perSecond: sorted.length / (durationMs / 1000),
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
  };
}
