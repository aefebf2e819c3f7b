import { Inject, Logger } from '@nestjs/common';
import { CARD_IMAGE_SIZE, ITEM_CARD_VARIANT_JOB, QUEUES, type ImagesJob } from '@bolo/contracts';
import { ItemImagesRepository } from '@bolo/db';
import { UnrecoverableError } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { defineQueue, type JobData } from '../queues/queue-processor';
import { RejectedImageError, renderCardVariant } from './card-variant';

const images = defineQueue<ImagesJob>(QUEUES.images, { [ITEM_CARD_VARIANT_JOB]: true });

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
