import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * Fetches a blog post's featured picture from the address an admin gave (worker:
 * services/worker/src/images), with the item pictures' guards (timeout, size limit, image content
 * only, never a private or loopback address), stores it like an upload and queues its
 * `image-variant` job (owner 'blog').
 */
export const blogImageFetchJob = defineJob({
  queue: 'images',
  name: 'blog-image-fetch',
  payload: z.object({
    postId: z.number().int().positive(),
    url: z.string().url().max(2048),
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  jobId: ({ postId, requestId }) => `blog-image-fetch-${postId}-${requestId}`,
  options: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 3000 },
    removeOnComplete: { age: 24 * 60 * 60 },
    removeOnFail: { age: 7 * 24 * 60 * 60 },
  },
});
