import { BadRequestException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@bolo/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of the ~49,000 most common passwords (lower case), read on first use. It stays
// on the server: the browser bundles must not carry 400 KB of words, so forms learn of it from
// the API's answer. The length and username rules also run in the shared schemas (libs/contracts).
let commonPasswords: ReadonlySet<string> | undefined;

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'] as string[]);
  return commonPasswords.has(password.toLowerCase());
}

/** Why `password` cannot be anyone's new password, or null. Every path that sets one asks. */
export function newPasswordProblem(password: string, username: string): string | null {
  if (password.toLowerCase() === username.toLowerCase()) return AUTH_MESSAGES.passwordSameAsUsername;
  if (isCommonPassword(password)) return AUTH_MESSAGES.passwordTooCommon;
  return null;
}

export function assertAcceptableNewPassword(password: string, username: string): void {
  const problem = newPasswordProblem(password, username);
  if (problem) throw new BadRequestException({ message: problem });
}
