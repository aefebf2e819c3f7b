import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { availableParallelism } from 'node:os';
import { HashingSlots } from './hashing-slots';
import { assertAcceptableNewPassword } from './password-policy';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, yet about 20 ms on one core,
// which keeps sign-in fast on a 2-core host. verify() reads the parameters from each hash,
// so raising them later only affects new hashes.
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** One core always stays free for everything else; about a second of hashing may queue (~50 at 20 ms). */
const HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const HASHING_MAX_WAITING = 50;
/** One line for the whole process: the auth and admin modules each get their own PasswordHasher. */
const hashingSlots = new HashingSlots(HASHING_CONCURRENCY, HASHING_MAX_WAITING);

@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  /** A new password for `username`: refused (400) if it breaks the password policy, else hashed. */
  hashNewPassword(password: string, username: string): Promise<string> {
    assertAcceptableNewPassword(password, username);
    return this.hash(password);
  }

  private hash(password: string): Promise<string> {
    return hashingSlots.run(() => argon2.hash(password, PASSWORD_HASH_OPTIONS));
  }

  async verify(hash: string, password: string): Promise<boolean> {
    return hashingSlots.run(async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false; // malformed stored hash: treat as a wrong password, never as a 500
      }
    });
  }

  /** Burns the same time as a real check, so response time does not reveal unknown usernames. */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash(`dummy-${Math.random()}`);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
