import { Inject, Logger, Optional } from '@nestjs/common';
import { CARD_IMAGE_SIZE, ITEM_CARD_VARIANT_JOB, itemImageFetchJob, QUEUES, type ImagesJob } from '@bolo/contracts';
import { ItemImagesRepository } from '@bolo/db';
import { ImageRejectedError } from '@bolo/server-kit';
import { UnrecoverableError, type Job } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { defineQueue, type JobData } from '../queues/queue-processor';
import { RejectedImageError, renderCardVariant } from './card-variant';
import { ImageFetchError } from './image-fetch-error';
import { ItemImageFetcher, type ImageFetchOutcome } from './item-image-fetcher';

const ITEM_IMAGE_FETCH_JOB = itemImageFetchJob.name;

const images = defineQueue<ImagesJob>(QUEUES.images, { [ITEM_CARD_VARIANT_JOB]: true, [ITEM_IMAGE_FETCH_JOB]: true });

export type CardVariantOutcome =
  | { outcome: 'created'; bytes: number; ms: number }
  | { outcome: 'already-current' }
  | { outcome: 'superseded'; current: string }
  | { outcome: 'image-gone' };

@images.Processor()
export class ImagesProcessor {
  private readonly logger = new Logger('ImagesProcessor');

  constructor(
    private readonly repository: ItemImagesRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Optional() private readonly fetcher?: ItemImageFetcher,
  ) {}

  /**
   * Makes the directory card image for one stored original. Safe to run any number of times
   * and in any order: only the job whose checksum is still the item's current image writes. The
   * payload arrives parsed by the job's declared schema (queues/queue-workers.service.ts runJob).
   */
  @images.OnJob(ITEM_CARD_VARIANT_JOB)
  async itemCardVariant({ itemId, checksum }: JobData<ImagesJob, typeof ITEM_CARD_VARIANT_JOB>): Promise<CardVariantOutcome> {
    const original = await this.repository.findOriginalForCard(itemId, checksum);
    if (!original) return { outcome: 'image-gone' };
    if (original.cardChecksum === checksum) return { outcome: 'already-current' };
    if (original.checksum !== checksum || !original.data) return { outcome: 'superseded', current: original.checksum };

    const started = Date.now();
    const card = await this.render(original.data, itemId, checksum);
    const written = await this.repository.saveCard(itemId, checksum, card);
    if (!written) return { outcome: 'superseded', current: 'replaced while converting' };
    return { outcome: 'created', bytes: card.data.length, ms: Date.now() - started };
  }

  /**
   * Fetches an item's picture from the address an admin gave. A refusal (private address, not an
   * image, too big, HTTP 404...) fails at once; a timeout or a network error is retried.
   */
  @images.OnJob(ITEM_IMAGE_FETCH_JOB)
  async itemImageFetch(data: JobData<ImagesJob, typeof ITEM_IMAGE_FETCH_JOB>, job: Job): Promise<ImageFetchOutcome> {
    if (!this.fetcher) throw new UnrecoverableError('item image fetch is not configured in this process');
    try {
      return await this.fetcher.fetchAndStore(data, job.timestamp);
    } catch (error) {
      const refused = error instanceof ImageRejectedError || (error instanceof ImageFetchError && !error.retryable);
      this.logger.warn({ msg: refused ? 'image fetch refused' : 'image fetch failed', itemId: data.itemId, url: data.url, reason: (error as Error).message });
      if (refused) throw new UnrecoverableError((error as Error).message);
      throw error;
    }
  }

  private async render(original: Buffer, itemId: number, checksum: string) {
    try {
      return await renderCardVariant(original, { ...CARD_IMAGE_SIZE, maxInputPixels: this.config.maxInputPixels });
    } catch (error) {
      if (!(error instanceof RejectedImageError)) throw error;
      // Bad bytes stay bad: fail now rather than spend every retry on them.
      this.logger.warn({ msg: 'image rejected', itemId, checksum, reason: error.message });
      throw new UnrecoverableError(error.message);
    }
  }
}
