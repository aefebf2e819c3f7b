// Reading RTK Query errors: the API answers errors as JSON { message, code? } (ARCHITECTURE.md).
import { SUBSCRIPTION_REQUIRED } from '@bolo/contracts';
import { errorMessage } from '@bolo/web';

/** The HTTP status of a failed request, or null for a network / parsing failure. */
export function httpStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const { status, originalStatus } = error as { status: unknown; originalStatus?: unknown };
  if (typeof status === 'number') return status;
  return typeof originalStatus === 'number' ? originalStatus : null;
}

export function errorCode(error: unknown): string | undefined {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The server's paywall answer: 403 with the SUBSCRIPTION_REQUIRED marker. */
export function isSubscriptionRequired(error: unknown): boolean {
  return httpStatus(error) === 403 && errorCode(error) === SUBSCRIPTION_REQUIRED;
}

/** Spec §8: save/remove failures say "log in" when the failure is about authentication. */
export function isAuthenticationFailure(error: unknown): boolean {
  if (httpStatus(error) === 401) return true;
  return /authenticat/i.test(errorMessage(error) ?? '');
}

export { errorMessage };
