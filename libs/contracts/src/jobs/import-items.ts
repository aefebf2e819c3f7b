import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * Reads one uploaded CSV (stored in item_imports) as a stream, validates each row with the item
 * schema and, unless it is a dry run, inserts the valid rows as drafts in batches, reporting
 * progress as it goes (worker: services/worker/src/imports).
 */
export const importItemsJob = defineJob({
  queue: 'imports',
  name: 'import-items',
  payload: z.object({ importId: z.number().int().positive() }),
  jobId: ({ importId }) => `import-items-${importId}`,
  options: {
    // A failed import is re-run from its start; rows it inserted are recognised by the import id.
    attempts: 3,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { age: 7 * 24 * 60 * 60 },
    removeOnFail: { age: 30 * 24 * 60 * 60 },
  },
});
