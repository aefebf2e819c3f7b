import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface OriginalForCard {
  checksum: string;
  cardChecksum: string | null;
  /** Present only when a card must be made for the asked checksum; the bytes are not fetched otherwise. */
  data: Buffer | null;
}

/** The two statements the card job needs, written as SQL because the guards are the point. */
@Injectable()
export class ItemImagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findOriginalForCard(itemId: number, checksum: string): Promise<OriginalForCard | null> {
    const rows: Array<{ checksum: string; card_checksum: string | null; data: Buffer | null }> = await this.dataSource.query(
      `SELECT checksum, card_checksum,
              CASE WHEN checksum = $2 AND card_checksum IS DISTINCT FROM $2 THEN data END AS data
         FROM bolo_item_images
        WHERE bolo_item_id = $1`,
      [itemId, checksum],
    );
    const row = rows[0];
    return row ? { checksum: row.checksum, cardChecksum: row.card_checksum, data: row.data } : null;
  }

  /**
   * Writes the variant only if the original is still the one it was made from; returns false
   * when a newer image replaced it meanwhile (that image's own job will write its card).
   */
  async saveCard(itemId: number, checksum: string, card: { data: Buffer; contentType: string }): Promise<boolean> {
    const rows: Array<{ updated: number }> = await this.dataSource.query(
      `WITH written AS (
         UPDATE bolo_item_images
            SET card_data = $3, card_content_type = $4, card_checksum = $2
          WHERE bolo_item_id = $1 AND checksum = $2
          RETURNING 1
       )
       SELECT count(*)::int AS updated FROM written`,
      [itemId, checksum, card.data, card.contentType],
    );
    return rows[0]?.updated === 1;
  }
}
