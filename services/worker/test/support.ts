import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATABASE_URL, createDataSource, dropDatabase, ensureDatabase } from '@bolo/db';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const WORKER_MAIN = path.join(REPO_ROOT, 'services/worker/dist/main.js');
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const uniqueSuffix = (): string => randomBytes(5).toString('hex');

/** A migrated database of its own, so tests never see each other's rows. */
export async function createTestDatabase(): Promise<{ url: string; dataSource: DataSource; drop: () => Promise<void> }> {
  const url = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  url.pathname = `/bolo_test_${uniqueSuffix()}`;
  await ensureDatabase(url.toString());
  const dataSource = createDataSource(url.toString(), 4);
  await dataSource.initialize();
  await dataSource.runMigrations();
  return {
    url: url.toString(),
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropDatabase(url.toString());
    },
  };
}

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

/** Inserts a published item with a stored original; returns its id and the original's checksum. */
export async function insertItemWithImage(dataSource: DataSource, image: Buffer, contentType: string): Promise<{ itemId: number; checksum: string }> {
  const [{ id }] = await dataSource.query(
    `INSERT INTO bolo_items (name, description, category, subcategory, status, buy_price, sold_range)
     VALUES ('Vintage Nintendo Game Boy DMG-01', 'Original grey handheld.', 'Gaming', 'Consoles & Accessories', 'published', '$15', '$60 - $90')
     RETURNING id`,
  );
  const checksum = sha256(image);
  await dataSource.query(
    `INSERT INTO bolo_item_images (bolo_item_id, data, content_type, checksum) VALUES ($1, $2, $3, $4)`,
    [id, image, contentType, checksum],
  );
  await dataSource.query(`UPDATE bolo_items SET image = $2, image_content_type = $3 WHERE id = $1`, [id, `/api/images/bolo-items/${id}`, contentType]);
  return { itemId: id, checksum };
}

/** What the API does when it stores a new image for an existing item. */
export async function replaceImage(dataSource: DataSource, itemId: number, image: Buffer): Promise<string> {
  const checksum = sha256(image);
  await dataSource.query(`UPDATE bolo_item_images SET data = $2, checksum = $3 WHERE bolo_item_id = $1`, [itemId, image, checksum]);
  return checksum;
}

export async function readCard(dataSource: DataSource, itemId: number) {
  const [row] = await dataSource.query(
    `SELECT checksum, card_data, card_content_type, card_checksum, xmin::text AS version FROM bolo_item_images WHERE bolo_item_id = $1`,
    [itemId],
  );
  return row as { checksum: string; card_data: Buffer | null; card_content_type: string | null; card_checksum: string | null; version: string };
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
