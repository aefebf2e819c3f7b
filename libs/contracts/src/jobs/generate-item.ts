import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * Generates an item's fields from its name (admin AI form): runs on the `ai` queue in the
 * worker, whose provider (an OpenAI-compatible model or the offline catalogue provider) answers.
 * The API waits for the job's result. `requestId` makes every request its own job.
 */
export const generateItemJob = defineJob({
  queue: 'ai',
  name: 'generate-item',
  payload: z.object({
    name: z.string().trim().min(1).max(200),
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'requestId must be 8-64 letters, digits, - or _' }),
  }),
  jobId: ({ requestId }) => `generate-item-${requestId}`,
  options: {
    // The admin waits for the answer: one try, the provider retries inside its own timeout.
    attempts: 1,
    backoff: { type: 'fixed', delay: 0 },
    removeOnComplete: { age: 60 * 60, count: 1000 },
    removeOnFail: { age: 7 * 24 * 60 * 60 },
  },
});
