import { enqueue, imageVariantJob, jobIdOf, type ImageVariantPayload, type JobQueue } from '@bolo/contracts';
import type { ItemImagesRepository } from '@bolo/db';

/** The queue calls the seed makes: enqueue, and look up whether a job id is already queued. */
export interface CardQueue extends JobQueue {
  getJob(jobId: string): Promise<unknown>;
}

/**
 * Enqueues the image-variant job (owner 'item') for every stored image whose card is missing or stale, exactly
 * as the API does on upload (the job's declaration fixes its id and options), so re-runs and an
 * already queued job are no-ops.
 */
export async function enqueueMissingCards(images: ItemImagesRepository, queue: CardQueue, itemIds: readonly number[]): Promise<{ missing: number; queued: number }> {
  if (itemIds.length === 0) return { missing: 0, queued: 0 };
  const missing = await images.missingCards(itemIds);
  let queued = 0;
  for (const { itemId, checksum } of missing) {
    const payload: ImageVariantPayload = { owner: 'item', ownerId: itemId, checksum };
    // Counted only to report honestly; enqueue itself ignores an id that is already queued.
    if (!(await queue.getJob(jobIdOf(imageVariantJob, payload)))) queued += 1;
    await enqueue(queue, imageVariantJob, payload);
  }
  return { missing: missing.length, queued };
}
