import sharp from 'sharp';
import { detectImageType } from '@bolo/contracts';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** Thrown for inputs that will never convert, so the job fails at once instead of retrying. */
export class RejectedImageError extends Error {}

/** The format by its leading bytes (the stored content type is only what a client claimed). */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  const type = detectImageType(bytes);
  return type ? (type.slice('image/'.length) as ImageKind) : null;
}

export interface ImageVariantOptions {
  width: number;
  height: number;
  maxInputPixels: number;
  quality?: number;
  /** Gaussian blur sigma applied after the resize (the item teaser), so the bytes themselves are blurred. */
  blur?: number;
}

export interface ImageVariant {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * The public variant of a stored original: exactly width x height (cropped to fill), re-encoded
 * as WebP. Nothing of the original's metadata is copied (sharp writes none unless asked): no
 * EXIF (camera, GPS), XMP, IPTC or ICC profile; pixels are converted to sRGB and the EXIF
 * orientation is applied to them first. Throws RejectedImageError for bytes that never convert.
 */
export async function renderImageVariant(input: Buffer, options: ImageVariantOptions): Promise<ImageVariant> {
  const kind = sniffImageKind(input);
  if (!kind) throw new RejectedImageError('not a JPEG, PNG, WebP or GIF image (unrecognised leading bytes)');

  // Header-only read: the declared size is checked before any pixel is decoded.
  const meta = await sharp(input).metadata().catch((error: Error) => {
    throw new RejectedImageError(`unreadable ${kind} image: ${error.message}`);
  });
  if (meta.format !== kind) throw new RejectedImageError(`bytes start like ${kind} but decode as ${meta.format}`);
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels <= 0) throw new RejectedImageError('image has no dimensions');
  if (pixels > options.maxInputPixels) {
    throw new RejectedImageError(`image is ${meta.width}x${meta.height} (${pixels} pixels), above the ${options.maxInputPixels} pixel limit`);
  }

  try {
    // limitInputPixels again at decode time: headers can lie about the real size.
    let pipeline = sharp(input, { limitInputPixels: options.maxInputPixels, failOn: 'error', animated: false })
      .rotate() // honour EXIF orientation; phone photos are often stored sideways
      .resize(options.width, options.height, { fit: 'cover' });
    if (options.blur) pipeline = pipeline.blur(options.blur);
    const { data, info } = await pipeline.webp({ quality: options.quality ?? 80 }).toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw new RejectedImageError(`cannot convert ${kind} image: ${(error as Error).message}`);
  }
}
