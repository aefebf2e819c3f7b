// Reading failed requests. The API answers errors as JSON `{ message, code? }`
// (ErrorResponse in @bolo/contracts); RTK Query wraps them as `{ status, data }`,
// a network failure as `{ status: 'FETCH_ERROR' }`, a non-JSON answer as
// `{ status: 'PARSING_ERROR', originalStatus }`.
import { ERROR_CODES, errorCodeOf } from '@bolo/contracts';
import type { ErrorCode } from '@bolo/contracts';

/** The HTTP status of a failed request, or null for a network failure (or no error). */
export function httpStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const { status, originalStatus } = error as { status: unknown; originalStatus?: unknown };
  if (typeof status === 'number') return status;
  return typeof originalStatus === 'number' ? originalStatus : null;
}

/** True for a 4xx answer: the request itself is wrong or not allowed, so repeating it cannot help. */
export function isClientError(error: unknown): boolean {
  const status = httpStatus(error);
  return status !== null && status >= 400 && status < 500;
}

/** The known `code` of an API error answer (ERROR_CODES), if any. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return errorCodeOf(error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined);
}

/** The `{ message }` of an API error answer (or an Error's message), if any. */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: unknown }).data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  if (typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message;
  return undefined;
}

/** The paywall answer: 403 with code SUBSCRIPTION_REQUIRED. */
export function isSubscriptionRequired(error: unknown): boolean {
  return httpStatus(error) === 403 && errorCode(error) === ERROR_CODES.subscriptionRequired;
}

/** Not signed in (any more): a 401, or an answer marked AUTH_REQUIRED (every guard's 401 is). */
export function isAuthRequired(error: unknown): boolean {
  return httpStatus(error) === 401 || errorCode(error) === ERROR_CODES.authRequired;
}

/** A 429 (code RATE_LIMITED): waiting helps, retrying at once does not; its message says how long. */
export function isRateLimited(error: unknown): boolean {
  return httpStatus(error) === 429 || errorCode(error) === ERROR_CODES.rateLimited;
}
