import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, type Transaction } from '../sql/executor';

export type ImageVariant = 'card' | 'original';

/** What serving a stored picture needs before reading its bytes (enough for a 304). */
export interface StoredImageMetadata {
  status: string;
  createdBy: number | null;
  checksum: string;
  contentType: string;
  cardReady: boolean;
  cardContentType: string | null;
}

export interface OriginalForCard {
  checksum: string;
  cardChecksum: string | null;
  /** Present only when a card must be made for the asked checksum; the bytes are not fetched otherwise. */
  data: Buffer | null;
}

export interface NewImage {
  data: Buffer;
  contentType: string;
  /** sha256 of data: the worker's idempotency key and the HTTP ETag. */
  checksum: string;
}

/**
 * Every statement on `bolo_item_images`: an item's stored original and the card variant the
 * worker makes from it. Image bytes live here rather than in bolo_items, so directory scans stay narrow.
 */
export class ItemImagesRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  async metadata(itemId: number): Promise<StoredImageMetadata | null> {
    if (!isRowId(itemId)) return null;
    return this.sql.one({
      name: 'item_images_metadata',
      text: `SELECT b.status, b.created_by AS "createdBy", i.checksum, i.content_type AS "contentType",
                    (i.card_data IS NOT NULL AND i.card_checksum = i.checksum) AS "cardReady", i.card_content_type AS "cardContentType"
               FROM bolo_item_images i JOIN bolo_items b ON b.id = i.bolo_item_id
              WHERE i.bolo_item_id = $1`,
      values: [itemId],
    });
  }

  async bytes(itemId: number, variant: ImageVariant): Promise<Buffer | null> {
    if (!isRowId(itemId)) return null;
    const column = variant === 'card' ? 'card_data' : 'data';
    const row = await this.sql.one<{ bytes: Buffer | null }>({
      name: `item_images_${variant}_bytes`,
      text: `SELECT ${column} AS bytes FROM bolo_item_images WHERE bolo_item_id = $1`,
      values: [itemId],
    });
    return row?.bytes ?? null;
  }

  /**
   * Stores an item's original. A replaced original drops its card (unless the bytes are
   * unchanged), so nobody is served the old picture's card.
   */
  async saveOriginal(itemId: number, image: NewImage, tx?: Transaction): Promise<void> {
    await this.sql.run(
      {
        text: `INSERT INTO bolo_item_images AS i (bolo_item_id, data, content_type, checksum, updated_at)
               VALUES ($1, $2, $3, $4, now())
               ON CONFLICT (bolo_item_id) DO UPDATE SET
                 data = EXCLUDED.data, content_type = EXCLUDED.content_type, checksum = EXCLUDED.checksum, updated_at = now(),
                 card_data = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.card_data END,
                 card_content_type = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.card_content_type END,
                 card_checksum = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.card_checksum END`,
        values: [itemId, image.data, image.contentType, image.checksum],
      },
      tx,
    );
  }

  /** When the item's original was last written, or null without one. */
  async originalUpdatedAt(itemId: number): Promise<Date | null> {
    if (!isRowId(itemId)) return null;
    const row = await this.sql.one<{ updatedAt: Date }>({ text: `SELECT updated_at AS "updatedAt" FROM bolo_item_images WHERE bolo_item_id = $1`, values: [itemId] });
    return row?.updatedAt ?? null;
  }

  /** Drops an item's stored picture (original and card); false when it had none. */
  async delete(itemId: number, tx?: Transaction): Promise<boolean> {
    if (!isRowId(itemId)) return false;
    return (await this.sql.run({ text: `DELETE FROM bolo_item_images WHERE bolo_item_id = $1`, values: [itemId] }, tx)).rowCount > 0;
  }

  /** The original the card job was asked to convert; its bytes only when that card is still to be made. */
  async findOriginalForCard(itemId: number, checksum: string): Promise<OriginalForCard | null> {
    return this.sql.one({
      text: `SELECT checksum, card_checksum AS "cardChecksum",
                    CASE WHEN checksum = $2 AND card_checksum IS DISTINCT FROM $2 THEN data END AS data
               FROM bolo_item_images
              WHERE bolo_item_id = $1`,
      values: [itemId, checksum],
    });
  }

  /**
   * Writes the card only if the original is still the one it was made from; false when a newer
   * image replaced it meanwhile (that image's own job writes its card).
   */
  async saveCard(itemId: number, checksum: string, card: { data: Buffer; contentType: string }): Promise<boolean> {
    const { rowCount } = await this.sql.run({
      text: `UPDATE bolo_item_images SET card_data = $3, card_content_type = $4, card_checksum = $2
              WHERE bolo_item_id = $1 AND checksum = $2`,
      values: [itemId, checksum, card.data, card.contentType],
    });
    return rowCount === 1;
  }

  /**
   * The whole stored row, for inspection (tests, support). `rowVersion` is PostgreSQL's xmin: it
   * changes with every write of the row, even one that stores the same values.
   */
  stored(itemId: number): Promise<(NewImage & { cardData: Buffer | null; cardContentType: string | null; cardChecksum: string | null; rowVersion: string }) | null> {
    return this.sql.one({
      text: `SELECT data, content_type AS "contentType", checksum, card_data AS "cardData", card_content_type AS "cardContentType",
                    card_checksum AS "cardChecksum", xmin::text AS "rowVersion"
               FROM bolo_item_images WHERE bolo_item_id = $1`,
      values: [itemId],
    });
  }

  /** The card-less originals among `itemIds` (missing or stale card), with their checksums. */
  missingCards(itemIds: readonly number[]): Promise<Array<{ itemId: number; checksum: string }>> {
    return this.sql.rows({
      text: `SELECT bolo_item_id AS "itemId", checksum FROM bolo_item_images
              WHERE bolo_item_id = ANY($1) AND card_checksum IS DISTINCT FROM checksum
              ORDER BY bolo_item_id`,
      values: [itemIds],
    });
  }

  async vacuumAnalyze(): Promise<void> {
    await this.sql.run({ text: 'VACUUM (ANALYZE) bolo_item_images' });
  }
}
