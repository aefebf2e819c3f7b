// The `code` of an error answer: present when a client branches on the failure rather than
// only showing its message. Clients compare codes, never message text.

import { ADMIN_MESSAGES } from '../admin/messages';
import { AUTH_MESSAGES } from '../auth/messages';
import { DIRECTORY_MESSAGES } from '../items/messages';

export const ERROR_CODES = Object.freeze({
  /** 403: signed in, but the directory needs a subscription (the UI shows the paywall). */
  subscriptionRequired: 'SUBSCRIPTION_REQUIRED',
  /** 403: signed in, but not an administrator. */
  adminRequired: 'ADMIN_REQUIRED',
  /** 401: the route needs a session and there is none (or it ended). */
  authRequired: 'AUTH_REQUIRED',
  /** 403: a state-changing request from a foreign Origin (cross-site request forgery defence). */
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
  /** 403: a state-changing request that names neither Origin nor Referer (a client that is not a browser). */
  originRequired: 'ORIGIN_REQUIRED',
  /** 429: too many attempts; the answer carries Retry-After. */
  rateLimited: 'RATE_LIMITED',
} as const);

export type ErrorCodeKey = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeKey];

/** Kept for callers written before ERROR_CODES; equal to ERROR_CODES.subscriptionRequired. */
export const SUBSCRIPTION_REQUIRED = ERROR_CODES.subscriptionRequired;

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/** The message the API sends with each code. */
export const ERROR_MESSAGES: Readonly<Record<ErrorCodeKey, string>> = Object.freeze({
  subscriptionRequired: `${DIRECTORY_MESSAGES.subscriptionRequired.title}: ${DIRECTORY_MESSAGES.subscriptionRequired.description}`,
  adminRequired: ADMIN_MESSAGES.adminRequired,
  authRequired: AUTH_MESSAGES.authenticationRequired,
  originNotAllowed: 'Request origin not allowed',
  originRequired: 'Request origin required: send the Origin header of the page the request comes from',
  rateLimited: 'Too many attempts. Please try again later.',
});

/** Body of every error answer of the API. */
export interface ErrorResponse {
  message: string;
  code?: ErrorCode;
}

/**
 * The known code of an error answer's body, or undefined: for a body that is not an object,
 * has no code, or has a code this version of the contracts does not know (so a newer server
 * never makes an older client branch on a code it cannot handle).
 */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { code?: unknown }).code;
  return isErrorCode(code) ? code : undefined;
}
