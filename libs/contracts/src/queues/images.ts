// Shared between the API (producer) and the worker (consumer) so both agree on names and shapes.

export const QUEUE_NAMES = { images: 'images' } as const;

export const ITEM_CARD_VARIANT_JOB = 'item-card-variant' as const;

export type ImagesJob = { name: typeof ITEM_CARD_VARIANT_JOB; data: { itemId: number; checksum: string } };

/** Size of the card image variant rendered by the worker. */
export const CARD_IMAGE_SIZE = { width: 480, height: 480 } as const;

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
