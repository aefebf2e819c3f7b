import { z } from 'zod';
import { defineJob } from './define-job';

export const ITEM_CARD_VARIANT_JOB = 'item-card-variant' as const;

/** The API stores sha256 checksums as lower-case hex. */
const SHA256_HEX = /^[0-9a-f]{64}$/;

export const itemCardVariantPayloadSchema = z.object({
  itemId: z
    .number({ error: 'itemId must be a positive integer' })
    .int({ error: 'itemId must be a positive integer' })
    // zod's int() is a safe integer: above 2^53 distinct ids would collapse onto one number.
    .positive({ error: 'itemId must be a positive integer' }),
  checksum: z
    .string({ error: 'checksum must be a sha256 hex digest' })
    .regex(SHA256_HEX, { error: 'checksum must be a sha256 hex digest' }),
});

/**
 * Deterministic job id so that re-uploading the same bytes does not queue the work twice.
 * BullMQ uses ':' as its key separator, so the id may not contain one. A base64 checksum is
 * turned into base64url ('+' -> '-', '/' -> '_', padding dropped) so distinct checksums keep
 * distinct ids; any other character outside [A-Za-z0-9_-] becomes '_'.
 */
export function imageJobId(itemId: number, checksum: string): string {
  if (!Number.isSafeInteger(itemId) || itemId <= 0) {
    throw new RangeError(`imageJobId: itemId must be a positive integer, got ${itemId}`);
  }
  const safeChecksum = String(checksum)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
    .replace(/[^A-Za-z0-9_-]/g, '_');
  if (safeChecksum === '') throw new RangeError('imageJobId: checksum must not be empty');
  return `${ITEM_CARD_VARIANT_JOB}-${itemId}-${safeChecksum}`;
}

/**
 * Renders the 480x480 card picture of one stored original (worker: services/worker/src/images).
 * Queued by the API on upload and by the seed for items whose card is missing or stale.
 */
export const itemCardVariantJob = defineJob({
  queue: 'images',
  name: ITEM_CARD_VARIANT_JOB,
  payload: itemCardVariantPayloadSchema,
  jobId: ({ itemId, checksum }) => imageJobId(itemId, checksum),
  options: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: true,
    // Failed jobs stay a week for inspection.
    removeOnFail: { age: 7 * 24 * 60 * 60 },
  },
});
