import type { ItemStatus } from '@bolo/contracts';
import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, type Transaction } from '../sql/executor';

export type ImageVariant = 'card' | 'original' | 'teaser';

/** What serving a stored picture needs before reading its bytes (enough for a 304). */
export interface StoredImageMetadata {
  status: ItemStatus;
  createdBy: number | null;
  checksum: string;
  contentType: string;
  cardReady: boolean;
  cardContentType: string | null;
  teaserReady: boolean;
  teaserContentType: string | null;
  /** Whether the viewer asked about saved the item (false without a viewer). */
  isSaved: boolean;
}

export interface OriginalForCard {
  checksum: string;
  cardChecksum: string | null;
  teaserChecksum: string | null;
  /** Present only when a card or teaser must be made for the asked checksum; the bytes are not fetched otherwise. */
  data: Buffer | null;
}

export interface StoredVariant {
  data: Buffer;
  contentType: string;
}

export interface NewImage {
  data: Buffer;
  contentType: string;
  /** sha256 of data: the worker's idempotency key and the HTTP ETag. */
  checksum: string;
}

/**
 * Every statement on `bolo_item_images`: an item's stored original and the card and teaser
 * variants the worker makes from it. Image bytes live here rather than in bolo_items, so directory scans stay narrow.
 */
export class ItemImagesRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** `viewerId`: the signed-in user whose saved list decides isSaved (null for a visitor). */
  async metadata(itemId: number, viewerId: number | null = null): Promise<StoredImageMetadata | null> {
    if (!isRowId(itemId)) return null;
    return this.sql.one({
      name: 'item_images_metadata',
      text: `SELECT b.status, b.created_by AS "createdBy", i.checksum, i.content_type AS "contentType",
                    (i.card_data IS NOT NULL AND i.card_checksum = i.checksum) AS "cardReady", i.card_content_type AS "cardContentType",
                    (i.teaser_data IS NOT NULL AND i.teaser_checksum = i.checksum) AS "teaserReady", i.teaser_content_type AS "teaserContentType",
                    EXISTS (SELECT 1 FROM saved_bolos s WHERE s.user_id = $2 AND s.bolo_item_id = b.id) AS "isSaved"
               FROM bolo_item_images i JOIN bolo_items b ON b.id = i.bolo_item_id
              WHERE i.bolo_item_id = $1`,
      values: [itemId, viewerId],
    });
  }

  async bytes(itemId: number, variant: ImageVariant): Promise<Buffer | null> {
    if (!isRowId(itemId)) return null;
    const column = variant === 'original' ? 'data' : `${variant}_data`;
    const row = await this.sql.one<{ bytes: Buffer | null }>({
      name: `item_images_${variant}_bytes`,
      text: `SELECT ${column} AS bytes FROM bolo_item_images WHERE bolo_item_id = $1`,
      values: [itemId],
    });
    return row?.bytes ?? null;
  }

  /**
   * Stores an item's original. A replaced original drops its card and teaser (unless the bytes
   * are unchanged), so nobody is served the old picture's variants.
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
                 card_checksum = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.card_checksum END,
                 teaser_data = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.teaser_data END,
                 teaser_content_type = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.teaser_content_type END,
                 teaser_checksum = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.teaser_checksum END`,
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

  /** The original the variant job was asked to convert; its bytes only when its card or teaser is still to be made. */
  async findOriginalForCard(itemId: number, checksum: string): Promise<OriginalForCard | null> {
    return this.sql.one({
      text: `SELECT checksum, card_checksum AS "cardChecksum", teaser_checksum AS "teaserChecksum",
                    CASE WHEN checksum = $2 AND (card_checksum IS DISTINCT FROM $2 OR teaser_checksum IS DISTINCT FROM $2) THEN data END AS data
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

  /** saveCard for both of an item's variants in one write, guarded the same way. */
  async saveVariants(itemId: number, checksum: string, card: StoredVariant, teaser: StoredVariant): Promise<boolean> {
    const { rowCount } = await this.sql.run({
      text: `UPDATE bolo_item_images SET card_data = $3, card_content_type = $4, card_checksum = $2,
                    teaser_data = $5, teaser_content_type = $6, teaser_checksum = $2
              WHERE bolo_item_id = $1 AND checksum = $2`,
      values: [itemId, checksum, card.data, card.contentType, teaser.data, teaser.contentType],
    });
    return rowCount === 1;
  }

  /**
   * The whole stored row, for inspection (tests, support). `rowVersion` is PostgreSQL's xmin: it
   * changes with every write of the row, even one that stores the same values.
   */
  stored(itemId: number): Promise<
    | (NewImage & {
        cardData: Buffer | null;
        cardContentType: string | null;
        cardChecksum: string | null;
        teaserData: Buffer | null;
        teaserContentType: string | null;
        teaserChecksum: string | null;
        rowVersion: string;
      })
    | null
  > {
    return this.sql.one({
      text: `SELECT data, content_type AS "contentType", checksum, card_data AS "cardData", card_content_type AS "cardContentType",
                    card_checksum AS "cardChecksum", teaser_data AS "teaserData", teaser_content_type AS "teaserContentType",
                    teaser_checksum AS "teaserChecksum", xmin::text AS "rowVersion"
               FROM bolo_item_images WHERE bolo_item_id = $1`,
      values: [itemId],
    });
  }

  /**
   * The originals among `itemIds` (all of them without it) whose card or teaser is missing or
   * stale, with their checksums: what the variant job still has to make.
   */
  missingCards(itemIds?: readonly number[]): Promise<Array<{ itemId: number; checksum: string }>> {
    return this.sql.rows({
      text: `SELECT bolo_item_id AS "itemId", checksum FROM bolo_item_images
              WHERE ($1::int[] IS NULL OR bolo_item_id = ANY($1))
                AND (card_checksum IS DISTINCT FROM checksum OR teaser_checksum IS DISTINCT FROM checksum)
              ORDER BY bolo_item_id`,
      values: [itemIds ?? null],
    });
  }

  async vacuumAnalyze(): Promise<void> {
    await this.sql.run({ text: 'VACUUM (ANALYZE) bolo_item_images' });
  }
}
