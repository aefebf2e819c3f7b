import { ADMIN_MESSAGES, detectImageType, IMAGE_MAX_BYTES, IMAGE_MESSAGES, MAX_IMAGE_PIXELS, type StoredImageType } from '@bolo/contracts';
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Which pictures a caller accepts, and what to answer for any other type. */
export interface ImagePolicy {
  types: readonly StoredImageType[];
  unsupportedMessage: string;
}

/** The item forms (admin-side §5, §9): JPEG, PNG and WebP. */
export const ITEM_FORM_IMAGE_POLICY: ImagePolicy = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  unsupportedMessage: ADMIN_MESSAGES.imageTypeNotAllowed,
};

/** Every type the card worker can convert (GIF included). */
export const STORED_IMAGE_POLICY: ImagePolicy = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  unsupportedMessage: IMAGE_MESSAGES.unsupportedType,
};

export type ImageRejection = 'too-large' | 'unsupported-type' | 'type-mismatch' | 'unreadable' | 'too-many-pixels';

/** Bytes that will never be stored; `message` is what the API answers (413 for too-large, else 400). */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';

  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(message);
  }
}

/** Bytes that passed inspection, ready to store. */
export interface InspectedImage {
  bytes: Buffer;
  contentType: StoredImageType;
  /** sha256 hex: the card job's idempotency key and the HTTP ETag. */
  checksum: string;
}

/** 'image/jpg' and parameters (charset etc.) are tolerated in declared types. */
export function normaliseContentType(contentType: string): string {
  const base = contentType.split(';')[0].trim().toLowerCase();
  return base === 'image/jpg' || base === 'image/pjpeg' ? 'image/jpeg' : base;
}

/**
 * Checks picture bytes before anything is written: size, type by leading bytes (a declared type
 * is only what a client claimed), and pixel count from the header (a 5 MB PNG can still be a
 * gigapixel bomb). Throws ImageRejectedError.
 */
export async function inspectImage(bytes: Buffer, policy: ImagePolicy, declaredContentType?: string): Promise<InspectedImage> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageRejectedError('too-large', ADMIN_MESSAGES.imageFileTooLarge);
  const contentType = detectImageType(bytes);
  if (!contentType || !policy.types.includes(contentType)) throw new ImageRejectedError('unsupported-type', policy.unsupportedMessage);
  if (declaredContentType && normaliseContentType(declaredContentType) !== contentType) {
    throw new ImageRejectedError('type-mismatch', IMAGE_MESSAGES.typeMismatch);
  }
  await assertPixelLimit(bytes);
  return { bytes, contentType, checksum: createHash('sha256').update(bytes).digest('hex') };
}

async function assertPixelLimit(bytes: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only; sharp's own (higher) pixel limit is lifted so ours gives the message.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new ImageRejectedError('unreadable', IMAGE_MESSAGES.unreadable);
  }
  if (!width || !height) throw new ImageRejectedError('unreadable', IMAGE_MESSAGES.unreadable);
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejectedError('too-many-pixels', IMAGE_MESSAGES.tooManyPixels);
}
