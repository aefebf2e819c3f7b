import { ServiceUnavailableException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@bolo/contracts';

/**
 * At most `concurrency` password hashes run at once; up to `maxWaiting` more wait their turn and
 * anything beyond answers 503. argon2 runs on libuv's thread pool, and with four of its threads
 * busy hashing, a 2-core host has no CPU left for the event loop: one account guessing 42
 * passwords a second took the directory's p95 from 13 ms to 137 ms. One slot per spare core
 * keeps the rest of the API responsive whatever the sign-in traffic.
 *
 * A dozen lines of our own rather than p-limit: p-limit is ESM-only and has no waiting limit.
 */
export class HashingSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new ServiceUnavailableException({ message: AUTH_MESSAGES.serverBusy });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
