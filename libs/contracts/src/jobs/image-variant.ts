import { z } from 'zod';
import { BLOG_IMAGE_SIZE } from '../blog/constants';
import { COMMENT_IMAGE_SIZE_PX } from '../comments/constants';
import { CARD_IMAGE_SIZE } from '../images/constants';
import { defineJob } from './define-job';

export const IMAGE_VARIANT_JOB = 'image-variant' as const;

/** What a stored picture belongs to: an item (its directory card), a comment (its public picture) or a blog post (its featured picture). */
export const IMAGE_OWNERS = ['item', 'comment', 'blog'] as const;
export type ImageOwner = (typeof IMAGE_OWNERS)[number];

/**
 * The one variant each owner's picture gets, exact in both dimensions (cropped to fill): the
 * directory card of an item, the 180x180 picture of a comment (member-side §9), the 1200x630
 * featured picture of a blog post. The size follows from the owner, so a payload cannot ask for any other.
 * An item's job also makes its public teaser (ITEM_TEASER_VARIANT) from the same original.
 */
export const IMAGE_VARIANT_SIZES: Readonly<Record<ImageOwner, { readonly width: number; readonly height: number }>> = Object.freeze({
  item: CARD_IMAGE_SIZE,
  comment: Object.freeze({ width: COMMENT_IMAGE_SIZE_PX, height: COMMENT_IMAGE_SIZE_PX }),
  blog: BLOG_IMAGE_SIZE,
});

/** The API stores sha256 checksums as lower-case hex. */
const SHA256_HEX = /^[0-9a-f]{64}$/;

export const imageVariantPayloadSchema = z.object({
  owner: z.enum(IMAGE_OWNERS, { error: "owner must be 'item', 'comment' or 'blog'" }),
  ownerId: z
    .number({ error: 'ownerId must be a positive integer' })
    .int({ error: 'ownerId must be a positive integer' })
    // zod's int() is a safe integer: above 2^53 distinct ids would collapse onto one number.
    .positive({ error: 'ownerId must be a positive integer' }),
  checksum: z
    .string({ error: 'checksum must be a sha256 hex digest' })
    .regex(SHA256_HEX, { error: 'checksum must be a sha256 hex digest' }),
});
export type ImageVariantPayload = z.output<typeof imageVariantPayloadSchema>;

/**
 * Deterministic job id so that storing the same bytes again does not queue the work twice.
 * BullMQ uses ':' as its key separator, so the id may not contain one. A base64 checksum is
 * turned into base64url ('+' -> '-', '/' -> '_', padding dropped) so distinct checksums keep
 * distinct ids; any other character outside [A-Za-z0-9_-] becomes '_'.
 */
export function imageVariantJobId(owner: ImageOwner, ownerId: number, checksum: string): string {
  if (!(IMAGE_OWNERS as readonly string[]).includes(owner)) throw new RangeError(`imageVariantJobId: unknown owner ${String(owner)}`);
  if (!Number.isSafeInteger(ownerId) || ownerId <= 0) {
    throw new RangeError(`imageVariantJobId: ownerId must be a positive integer, got ${ownerId}`);
  }
  const safeChecksum = String(checksum)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
    .replace(/[^A-Za-z0-9_-]/g, '_');
  if (safeChecksum === '') throw new RangeError('imageVariantJobId: checksum must not be empty');
  return `${IMAGE_VARIANT_JOB}-${owner}-${ownerId}-${safeChecksum}`;
}

/**
 * Renders the one public variant of a stored original (worker: services/worker/src/images): an
 * item's card (CARD_IMAGE_SIZE) or a comment's picture (COMMENT_IMAGE_SIZE_PX square), re-encoded
 * with every piece of metadata dropped. Queued by the API when it stores a picture, by the
 * worker after fetching an item picture from an address, and by the seed for missing cards.
 */
export const imageVariantJob = defineJob({
  queue: 'images',
  name: IMAGE_VARIANT_JOB,
  payload: imageVariantPayloadSchema,
  jobId: ({ owner, ownerId, checksum }) => imageVariantJobId(owner, ownerId, checksum),
  options: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: true,
    // Failed jobs stay a week for inspection (and a retry from the queue dashboard).
    removeOnFail: { age: 7 * 24 * 60 * 60 },
  },
});
