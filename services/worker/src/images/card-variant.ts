import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** Thrown for inputs that will never convert, so the job fails at once instead of retrying. */
export class RejectedImageError extends Error {}

/**
 * Identifies the format from the first bytes. The stored content type is whatever a client
 * claimed; the bytes are what a decoder will actually parse.
 */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  return null;
}

export interface CardVariantOptions {
  width: number;
  height: number;
  maxInputPixels: number;
  quality?: number;
}

export interface CardVariant {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export async function renderCardVariant(input: Buffer, options: CardVariantOptions): Promise<CardVariant> {
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
    const { data, info } = await sharp(input, { limitInputPixels: options.maxInputPixels, failOn: 'error', animated: false })
      .rotate() // honour EXIF orientation; phone photos are often stored sideways
      .resize(options.width, options.height, { fit: 'cover' })
      .webp({ quality: options.quality ?? 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw new RejectedImageError(`cannot convert ${kind} image: ${(error as Error).message}`);
  }
}
