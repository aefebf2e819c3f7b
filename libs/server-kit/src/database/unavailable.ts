/**
 * Whether an error means a backing service could not be reached, rather than that the request or
 * the code is wrong: the API answers such errors 503 ("try again shortly") instead of 500, and
 * recovers by itself once the service is back (the drivers reconnect).
 */

/** Socket-level failures: the service is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of a server that is shutting down, starting up or out of connections
 * (class 08 connection exceptions; 57P01-57P03 admin/crash shutdown, cannot connect now; 53300 too many connections).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** node-postgres and pg-pool messages for a connection lost or never made. */
const POSTGRES_MESSAGES = ['Connection terminated unexpectedly', 'Connection terminated due to connection timeout', 'timeout exceeded when trying to connect'];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  /** TypeORM's QueryFailedError keeps the driver's error here. */
  driverError?: unknown;
}

/** The error and the errors it wraps (cause, TypeORM's driverError), a few levels deep. */
export function* errorChain(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as ErrorLike;
    yield e;
    if (e.driverError && e.driverError !== e) yield e.driverError as ErrorLike;
    current = e.cause;
  }
}

export function isNetworkFailure(error: unknown): boolean {
  for (const e of errorChain(error)) if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  return false;
}

/** PostgreSQL is down, restarting or refusing connections. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || POSTGRES_UNAVAILABLE.test(e.code))) return true;
    if (typeof e.message === 'string' && POSTGRES_MESSAGES.some((m) => (e.message as string).startsWith(m))) return true;
  }
  return false;
}
