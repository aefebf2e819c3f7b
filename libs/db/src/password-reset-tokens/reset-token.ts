import { createHash, randomBytes } from 'node:crypto';

/** Tokens are stored as their SHA-256, so the table alone opens no account. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new reset token (256 random bits, URL-safe) and the hash the table keeps of it. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}
