import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * Fetches an item's picture from the address an admin gave (worker: services/worker/src/images),
 * with a timeout, a size limit, image content only and never from a private or loopback address,
 * then stores it like an upload and queues its card.
 */
export const itemImageFetchJob = defineJob({
  queue: 'images',
  name: 'item-image-fetch',
  payload: z.object({
    itemId: z.number().int().positive(),
    url: z.string().url().max(2048),
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  jobId: ({ itemId, requestId }) => `item-image-fetch-${itemId}-${requestId}`,
  options: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 3000 },
    removeOnComplete: { age: 24 * 60 * 60 },
    removeOnFail: { age: 7 * 24 * 60 * 60 },
  },
});
