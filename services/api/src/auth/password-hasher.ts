import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, yet about 20 ms on one core,
// which keeps sign-in fast on a 2-core host. verify() reads the parameters from each hash,
// so raising them later only affects new hashes.
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, PASSWORD_HASH_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // malformed stored hash: treat as a wrong password, never as a 500
    }
  }

  /** Burns the same time as a real check, so response time does not reveal unknown usernames. */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash(`dummy-${Math.random()}`);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
