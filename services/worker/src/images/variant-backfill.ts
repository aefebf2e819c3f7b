import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { enqueueMany, imageVariantJob } from '@bolo/contracts';
import { ItemImagesRepository } from '@bolo/db';
import { JobQueues } from '@bolo/server-kit';

/**
 * When the worker starts, queues the variant job for every item picture whose card or teaser is
 * missing or stale: pictures stored before teasers existed get theirs (and a job lost with Redis
 * is made again). Job ids are deterministic, so several workers or restarts queue each job once;
 * once every picture is done this is one query that finds nothing.
 */
@Injectable()
export class VariantBackfill implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ImagesProcessor');
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly itemImages: ItemImagesRepository,
    private readonly jobQueues: JobQueues,
  ) {}

  /**
   * Not awaited: the queues already consume during start-up, and until the start completes a
   * SIGTERM is not yet a graceful shutdown (main.ts), so start-up must stay short.
   */
  onApplicationBootstrap(): void {
    this.running = this.queueMissing();
  }

  /** Lets a backfill in progress end before the queues and the database close. */
  beforeApplicationShutdown(): Promise<void> {
    return this.running;
  }

  private async queueMissing(): Promise<void> {
    try {
      const missing = await this.itemImages.missingCards();
      if (missing.length === 0) return;
      const payloads = missing.map(({ itemId, checksum }) => ({ owner: 'item' as const, ownerId: itemId, checksum }));
      await enqueueMany(this.jobQueues.queue(imageVariantJob.queue), imageVariantJob, payloads);
      this.logger.log({ msg: 'image variants queued for pictures missing one', count: missing.length });
    } catch (error) {
      // Pictures keep working without (the preview leaves them out); the next start tries again.
      this.logger.error({ msg: 'could not queue missing image variants', error: (error as Error).message });
    }
  }
}
