import { z } from 'zod';
import { optional } from '../config/server-config';

const MIN_PRODUCTION_SECRET_LENGTH = 32;
// Only good enough for a laptop: production refuses to start without a real secret.
const DEVELOPMENT_EMAIL_LINK_SECRET = 'bolo-development-email-link-secret-not-for-production';

/** EMAIL_LINK_SECRET signs the unsubscribe links: the worker signs, the API checks, so both read it. */
export const EMAIL_LINK_VARIABLES = { EMAIL_LINK_SECRET: optional(z.string().optional()) };

export function emailLinkConfigProblems(env: { NODE_ENV?: string; EMAIL_LINK_SECRET?: string }): string[] {
  return env.NODE_ENV === 'production' && (env.EMAIL_LINK_SECRET ?? '').length < MIN_PRODUCTION_SECRET_LENGTH
    ? [`EMAIL_LINK_SECRET is required in production and must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters`]
    : [];
}

export function emailLinkSecret(env: { EMAIL_LINK_SECRET?: string }): string {
  return env.EMAIL_LINK_SECRET || DEVELOPMENT_EMAIL_LINK_SECRET;
}
