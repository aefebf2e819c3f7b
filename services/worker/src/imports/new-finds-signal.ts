import { Injectable, Logger } from '@nestjs/common';
import { enqueue, matchNewFindsJob, QUEUES } from '@bolo/contracts';
import { JobQueues } from '@bolo/server-kit';

/**
 * Asks the alerts queue to match new finds now, after an import published some, rather than at
 * its next scheduled run (within a minute). A failure only loses the hurry: the schedule still runs.
 */
@Injectable()
export class NewFindsSignal {
  private readonly logger = new Logger('NewFindsSignal');

  constructor(private readonly jobQueues: JobQueues) {}

  async published(): Promise<void> {
    try {
      await enqueue(this.jobQueues.queue(QUEUES.alerts), matchNewFindsJob, {});
    } catch (error) {
      this.logger.warn({ msg: 'could not ask for the alerts at once; the schedule will', error: (error as Error).message });
    }
  }
}
