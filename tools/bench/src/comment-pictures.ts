import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@bolo/contracts';
import sharp from 'sharp';
import { seededRandom } from './diverse';

/**
 * Pictures for the comment benchmark (`npm run bench:comments`), made with sharp from a seed, so
 * every run (and every machine with the same sharp) converts the same bytes: long edge 800-4000 px
 * in six aspect ratios, 4 JPEG : 2 WebP : 2 PNG, phone-like EXIF (camera, GPS, sometimes a
 * rotation the worker must apply) on most JPEGs and WebPs, a Display P3 profile on some JPEGs.
 * Photos are smooth colour fields with shapes and a soft grain, so they compress like camera
 * pictures (about 0.2-0.3 bytes a pixel as JPEG); PNGs are mostly screenshot-like graphics, as
 * photo PNGs above 1600 px would pass the 5 MB limit. Every picture fits IMAGE_MAX_BYTES, since
 * the same pictures are also posted through the API.
 */

export type PictureFormat = 'jpeg' | 'png' | 'webp';

export interface PictureSpec {
  index: number;
  format: PictureFormat;
  width: number;
  height: number;
  /** 'photo': colour fields, shapes and grain; 'graphic': flat shapes and text (screenshot-like). */
  style: 'photo' | 'graphic';
  /** Camera make and model, date and a GPS position in EXIF. */
  exif: boolean;
  /** EXIF orientation: the stored pixels are sideways and the worker must rotate them. */
  orientation: 6 | 8 | null;
  /** An embedded Display P3 ICC profile (converted to sRGB by the worker). */
  p3: boolean;
  /** JPEG / WebP quality the camera or editor used. */
  quality: number;
}

export interface BenchPicture extends PictureSpec {
  bytes: Buffer;
  /** sha256 hex, as the API stores it (the variant job's idempotency key). */
  checksum: string;
  contentType: `image/${PictureFormat}`;
  fileName: string;
}

export const LONG_EDGE_PX = { min: 800, max: 4000 } as const;
const FORMAT_CYCLE: readonly PictureFormat[] = ['jpeg', 'webp', 'jpeg', 'png', 'jpeg', 'webp', 'png', 'jpeg'];
const ASPECTS: ReadonlyArray<readonly [number, number]> = [
  [4, 3],
  [3, 4],
  [16, 9],
  [1, 1],
  [3, 2],
  [2, 3],
];
const PHOTO_PNG_MAX_EDGE = 1600;
/** Headroom under the API's limit. */
const MAX_BYTES = IMAGE_MAX_BYTES - 16 * 1024;

/** Picture i of a run with `seed`: its own random stream, so a picture does not depend on how many come before it. */
const randomFor = (seed: number, index: number) => seededRandom((Math.imul(seed, 1_000_003) + index * 7919 + 17) >>> 0);

/** What each picture will be, without drawing it (cheap; the spec file checks the mix). */
export function pictureSpecs(count: number, seed: number): PictureSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const rand = randomFor(seed, index);
    const format = FORMAT_CYCLE[index % FORMAT_CYCLE.length];
    const [aw, ah] = ASPECTS[Math.floor(rand() * ASPECTS.length)];
    const longEdge = LONG_EDGE_PX.min + Math.floor(rand() * (LONG_EDGE_PX.max - LONG_EDGE_PX.min + 1));
    const landscape = aw >= ah;
    const width = landscape ? longEdge : Math.round((longEdge * aw) / ah);
    const height = landscape ? Math.round((longEdge * ah) / aw) : longEdge;
    const graphicDraw = rand();
    const style = format === 'png' && (graphicDraw < 0.7 || longEdge > PHOTO_PNG_MAX_EDGE) ? 'graphic' : 'photo';
    const exif = format !== 'png' && rand() < 0.65;
    const rotated = exif && rand() < 0.4;
    const orientation = rotated ? (rand() < 0.5 ? 6 : 8) : null;
    const p3 = format === 'jpeg' && rand() < 0.25;
    const quality = format === 'jpeg' ? 80 + Math.floor(rand() * 13) : 75 + Math.floor(rand() * 11);
    return { index, format, width, height, style, exif, orientation, p3, quality };
  });
}

/** Draws and encodes every picture, `concurrency` at a time (sharp also threads within each). */
export async function generatePictures(specs: readonly PictureSpec[], seed: number, concurrency = 2): Promise<BenchPicture[]> {
  const pictures: BenchPicture[] = new Array(specs.length);
  let next = 0;
  const lane = async () => {
    while (next < specs.length) {
      const spec = specs[next++];
      pictures[spec.index] = await generatePicture(spec, seed);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  return pictures;
}

export async function generatePicture(spec: PictureSpec, seed: number): Promise<BenchPicture> {
  // Its own stream, past the draws pictureSpecs made.
  const rand = randomFor(seed ^ 0x5bd1e995, spec.index);
  const { width, height } = spec;
  const pixels = spec.style === 'graphic' ? await drawGraphic(rand, width, height) : await drawPhoto(rand, width, height);

  for (let attempt = 0; attempt < 6; attempt += 1) {
    const bytes = await encode(pixels, spec, attempt);
    if (bytes.length <= MAX_BYTES) {
      return {
        ...spec,
        bytes,
        checksum: createHash('sha256').update(bytes).digest('hex'),
        contentType: `image/${spec.format}`,
        fileName: `photo-${spec.index + 1}.${spec.format === 'jpeg' ? 'jpg' : spec.format}`,
      };
    }
  }
  throw new Error(`picture ${spec.index} (${spec.format} ${width}x${height}) stays above ${MAX_BYTES} bytes`);
}

interface RawPixels {
  data: Buffer;
  info: { width: number; height: number; channels: 3 };
}

function noise(rand: () => number, width: number, height: number, low: number, high: number): Buffer {
  const buffer = Buffer.allocUnsafe(width * height * 3);
  const span = high - low;
  for (let i = 0; i < buffer.length; i += 1) buffer[i] = low + Math.floor(rand() * span);
  return buffer;
}

const colour = (rand: () => number) => `rgb(${Math.floor(rand() * 256)},${Math.floor(rand() * 256)},${Math.floor(rand() * 256)})`;

/** Ellipses, framed rectangles and price-tag text: the edges a camera picture of a find has. */
function shapes(rand: () => number, width: number, height: number, count: number, graphic: boolean): Buffer {
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`];
  const opacity = () => (graphic ? '1' : (0.2 + rand() * 0.5).toFixed(2));
  for (let k = 0; k < count; k += 1) {
    const x = Math.round(rand() * width);
    const y = Math.round(rand() * height);
    const r = Math.round((0.02 + rand() * 0.15) * Math.min(width, height));
    if (rand() < 0.5) {
      parts.push(`<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${Math.round(r * (0.5 + rand()))}" fill="${colour(rand)}" fill-opacity="${opacity()}"/>`);
    } else {
      const stroke = Math.max(1, Math.round(r / 20));
      parts.push(`<rect x="${x}" y="${y}" width="${r * 2}" height="${Math.round(r * 1.3)}" fill="${colour(rand)}" fill-opacity="${opacity()}" stroke="${colour(rand)}" stroke-width="${stroke}"/>`);
    }
  }
  const fontSize = Math.max(14, Math.round(Math.min(width, height) / (graphic ? 30 : 18)));
  for (let k = 0; k < (graphic ? 12 : 3); k += 1) {
    const label = `Lot ${Math.floor(rand() * 9999)} $${(5 + rand() * 90).toFixed(2)} vintage pyrex`;
    parts.push(`<text x="${Math.round(rand() * width * 0.6)}" y="${Math.round(rand() * height)}" font-family="sans-serif" font-size="${fontSize}" fill="${colour(rand)}">${label}</text>`);
  }
  parts.push('</svg>');
  return Buffer.from(parts.join(''));
}

/** Smooth colour fields (a few random pixels blown up), shapes, and a grain at half resolution. */
async function drawPhoto(rand: () => number, width: number, height: number): Promise<RawPixels> {
  const fieldWidth = 8 + Math.floor(rand() * 8);
  const fieldHeight = Math.max(2, Math.round((fieldWidth * height) / width));
  const field = await sharp(noise(rand, fieldWidth, fieldHeight, 20, 235), { raw: { width: fieldWidth, height: fieldHeight, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grainWidth = Math.max(8, width >> 1);
  const grainHeight = Math.max(8, height >> 1);
  const grain = await sharp(noise(rand, grainWidth, grainHeight, 60, 196), { raw: { width: grainWidth, height: grainHeight, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const { data, info } = await sharp(field, { raw: { width, height, channels: 3 } })
    .composite([{ input: shapes(rand, width, height, 12, false) }, { input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 3 } };
}

/** A light background with flat shapes and lines of text, like a screenshot of a listing. */
async function drawGraphic(rand: () => number, width: number, height: number): Promise<RawPixels> {
  const background = { r: 225 + Math.floor(rand() * 30), g: 225 + Math.floor(rand() * 30), b: 225 + Math.floor(rand() * 30) };
  const { data, info } = await sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: shapes(rand, width, height, 30, true) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 3 } };
}

/** Encodes with the spec's metadata; each further attempt trades quality for size. */
async function encode(pixels: RawPixels, spec: PictureSpec, attempt: number): Promise<Buffer> {
  let image = sharp(pixels.data, { raw: pixels.info });
  const quality = Math.max(40, spec.quality - attempt * 8);
  if (spec.format === 'jpeg') image = image.jpeg({ quality });
  else if (spec.format === 'webp') image = image.webp({ quality });
  else image = image.png({ compressionLevel: 6, palette: attempt > 0 });
  if (spec.orientation !== null) image = image.withMetadata({ orientation: spec.orientation });
  if (spec.exif) {
    image = image.withExif({
      IFD0: { Make: 'Canon', Model: 'EOS R6', Software: 'bolo-bench', DateTime: `2026:05:${String(1 + (spec.index % 28)).padStart(2, '0')} 10:00:00` },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 52/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '87/1 37/1 0/1' },
    });
  }
  if (spec.p3) image = image.withIccProfile('p3');
  return image.toBuffer();
}
