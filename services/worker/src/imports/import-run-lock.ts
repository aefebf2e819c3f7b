import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** First key of the imports' advisory locks (pg_try_advisory_lock(int, int)); the second is the import id. */
const IMPORT_RUN_LOCK_SPACE = 7301;

export interface HeldImportLock {
  release(): Promise<void>;
}

/**
 * One run of an import at a time, fenced by PostgreSQL rather than by the queue. BullMQ hands a
 * job to another run when the first one's lock lapses (a worker starved of CPU, a Redis outage
 * longer than the lock), and the first run does not stop: two runs of one import would each
 * restart it and add their batches, storing rows twice. A session advisory lock, held on a
 * connection of its own for the whole run, keeps the second run out; it goes with the connection
 * when a worker dies, so a killed worker's import is free at once.
 */
@Injectable()
export class ImportRunLock {
  constructor(private readonly dataSource: DataSource) {}

  /** The import's lock, or null while another run holds it. */
  async tryAcquire(importId: number): Promise<HeldImportLock | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let locked = false;
    try {
      const [row] = (await runner.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [IMPORT_RUN_LOCK_SPACE, importId])) as Array<{ locked: boolean }>;
      locked = row.locked;
    } finally {
      if (!locked) await runner.release();
    }
    if (!locked) return null;
    return {
      async release() {
        try {
          await runner.query('SELECT pg_advisory_unlock($1, $2)', [IMPORT_RUN_LOCK_SPACE, importId]);
        } catch {
          // The connection broke (PostgreSQL restarted): the lock went with it.
        } finally {
          await runner.release();
        }
      },
    };
  }
}
