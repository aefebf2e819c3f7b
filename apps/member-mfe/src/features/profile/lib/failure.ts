import { PROFILE_MESSAGES } from '@bolo/contracts';
import { errorMessage } from '@bolo/web';

/** An answer that is not JSON (a proxy's or framework's HTML error page). Spec §7 calls it a server error. */
export function isNonJsonReply(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { status?: unknown }).status === 'PARSING_ERROR';
}

/** The description of a failure toast: the server's message, the spec's server-error text for HTML, else the fallback. */
export function failureDescription(error: unknown, fallback: string): string {
  if (isNonJsonReply(error)) return PROFILE_MESSAGES.serverError;
  return errorMessage(error) ?? fallback;
}
