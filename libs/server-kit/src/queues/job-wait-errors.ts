/**
 * Why a producer that waits for its job's result did not get one. Each says something different
 * to the caller: the queue is unreachable (try later), the job ran and failed (its own message),
 * or nobody finished it in time.
 */

/** Redis (or the queue on it) could not take the job: nothing was queued. */
export class QueueUnavailableError extends Error {
  override readonly name = 'QueueUnavailableError';

  constructor(
    readonly queue: string,
    cause: unknown,
  ) {
    super(`queue "${queue}" is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The job ran and failed; `message` is the failure reason the worker gave. */
export class JobFailedError extends Error {
  override readonly name = 'JobFailedError';

  constructor(
    readonly jobId: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** The job did not finish within the wait (no worker, or a slow one). */
export class JobTimeoutError extends Error {
  override readonly name = 'JobTimeoutError';

  constructor(
    readonly jobId: string,
    readonly timeoutMs: number,
  ) {
    super(`job ${jobId} did not finish within ${timeoutMs} ms`);
  }
}
