import { ITEM_CARD_VARIANT_JOB, QUEUE_NAMES, imageJobId, type ImagesJob } from '@bolo/contracts';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';

/**
 * Enqueues the card-variant job for every stored image whose card is missing or stale,
 * exactly as the API does on upload: one add() per job (addBulk does not dedupe) with the
 * deterministic jobId, so re-runs and an already queued job are no-ops.
 */
export async function enqueueMissingCards(db: DataSource, redisUrl: string, prefix: string, itemIds: readonly number[]): Promise<{ missing: number; queued: number }> {
  if (itemIds.length === 0) return { missing: 0, queued: 0 };
  const rows: Array<{ id: number; checksum: string }> = await db.query(
    `SELECT bolo_item_id AS id, checksum FROM bolo_item_images
      WHERE bolo_item_id = ANY($1) AND card_checksum IS DISTINCT FROM checksum
      ORDER BY bolo_item_id`,
    [itemIds],
  );
  if (rows.length === 0) return { missing: 0, queued: 0 };
  const queue = new Queue<ImagesJob['data'], unknown, ImagesJob['name']>(QUEUE_NAMES.images, { connection: { url: redisUrl }, prefix });
  let queued = 0;
  try {
    for (const { id, checksum } of rows) {
      const jobId = imageJobId(id, checksum);
      // Counted only to report honestly; add() itself ignores an id that is already queued.
      if (!(await queue.getJob(jobId))) queued += 1;
      await queue.add(ITEM_CARD_VARIANT_JOB, { itemId: id, checksum }, {
        jobId,
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        // Same options as services/api/src/images/item-image.service.ts.
        removeOnComplete: true,
        removeOnFail: { age: 7 * 24 * 60 * 60 },
      });
    }
  } finally {
    await queue.close();
  }
  return { missing: rows.length, queued };
}
