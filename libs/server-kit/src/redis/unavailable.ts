import { errorChain, isNetworkFailure } from '../database/unavailable';

/**
 * ioredis's ways of saying Redis is not there: a command given up after its reconnect attempts
 * (MaxRetriesPerRequestError), a connection closed under a command, no offline queue; and a job
 * that could not be queued (QueueUnavailableError, server-kit's queues).
 */
const REDIS_ERROR_NAMES = new Set(['MaxRetriesPerRequestError', 'QueueUnavailableError']);
const REDIS_MESSAGES = ['Connection is closed', "Stream isn't writeable", 'Reached the max retries per request limit'];

/** Redis is down, restarting or unreachable (see database/unavailable.ts for why this matters). */
export function isRedisUnavailable(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  for (const e of errorChain(error)) {
    const name = (e as { name?: unknown }).name;
    if (typeof name === 'string' && REDIS_ERROR_NAMES.has(name)) return true;
    if (typeof e.message === 'string' && REDIS_MESSAGES.some((m) => (e.message as string).startsWith(m))) return true;
  }
  return false;
}

/**
 * Logs connection errors without flooding: the first of a burst at once, then at most one line per
 * `intervalMs` carrying how many were left out. While Redis is down every client reports each
 * reconnect attempt (twice a second, per queue); other errors are always logged.
 */
export function throttledConnectionErrors(
  log: (fields: Record<string, unknown>) => void,
  intervalMs = 30_000,
): (error: Error, fields?: Record<string, unknown>) => void {
  let lastLoggedAt = -Infinity;
  let skipped = 0;
  return (error, fields = {}) => {
    if (!isRedisUnavailable(error)) return log({ ...fields, error: error.message });
    const now = Date.now();
    if (now - lastLoggedAt < intervalMs) {
      skipped++;
      return;
    }
    log({ ...fields, error: error.message, ...(skipped > 0 ? { alikeSinceLastLine: skipped } : {}) });
    lastLoggedAt = now;
    skipped = 0;
  };
}
