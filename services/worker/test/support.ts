import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRepositories, itemImagePath } from '@bolo/db';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const WORKER_MAIN = path.join(REPO_ROOT, 'services/worker/dist/main.js');
export const REDIS_URL = process.env.REDIS_URL || SERVER_DEFAULTS.redisUrl;

export const uniqueSuffix = (): string => randomBytes(5).toString('hex');

/** A migrated database of its own, so tests never see each other's rows (the server kit's helper). */
export { createTestDatabase } from '@bolo/server-kit';
import { SERVER_DEFAULTS } from '@bolo/server-kit';

/**
 * The restart test runs the real compiled worker. `tsc -b` is incremental, so this is a
 * quick no-op when dist is current and a full build from a clean clone.
 */
export function buildWorker(): void {
  const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', 'services/worker'], { cwd: REPO_ROOT, stdio: 'pipe' });
  if (!existsSync(WORKER_MAIN)) throw new Error(`build did not produce ${WORKER_MAIN}`);
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** A big interlaced PNG: slow enough to decode (hundreds of ms) that a test can kill the worker mid-job. */
export async function largePng(size = 6000, hue = '#c33'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#33c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#fc0"/></svg>`;
  return sharp(Buffer.from(svg)).png({ progressive: true }).toBuffer();
}

export async function smallJpeg(background: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background } }).jpeg().toBuffer();
}

/** Inserts a published item with a stored original, as the API stores one; returns its id and the original's checksum. */
export async function insertItemWithImage(dataSource: DataSource, image: Buffer, contentType: string): Promise<{ itemId: number; checksum: string }> {
  const db = createRepositories(dataSource);
  const checksum = sha256(image);
  const itemId = await db.database.transaction(async (tx) => {
    const id = await db.items.create(
      {
        name: 'Vintage Nintendo Game Boy DMG-01',
        description: 'Original grey handheld.',
        category: 'Gaming',
        subcategory: 'Consoles & Accessories',
        status: 'published',
        buyPrice: '$15',
        soldRange: '$60 - $90',
        platforms: [],
        source: [],
        createdBy: null,
      },
      tx,
    );
    await db.itemImages.saveOriginal(id, { data: image, contentType, checksum }, tx);
    await db.items.setImage(id, itemImagePath(id), contentType, tx);
    return id;
  });
  return { itemId, checksum };
}

/** What the API does when it stores a new image for an existing item. */
export async function replaceImage(dataSource: DataSource, itemId: number, image: Buffer): Promise<string> {
  const checksum = sha256(image);
  await createRepositories(dataSource).itemImages.saveOriginal(itemId, { data: image, contentType: 'image/jpeg', checksum });
  return checksum;
}

/** The stored image row: original checksum, card, and the row version. */
export async function readCard(dataSource: DataSource, itemId: number) {
  const row = await createRepositories(dataSource).itemImages.stored(itemId);
  if (!row) throw new Error(`item ${itemId} has no stored image`);
  return row;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs: number, everyMs = 10): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
