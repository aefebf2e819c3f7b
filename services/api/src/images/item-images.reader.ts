import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import '../session/session-data';
import type { UserRecord } from '../users/user-record';
import { MAX_INT4, UsersService } from '../users/users.service';

export type ImageVariant = 'card' | 'original';

export interface ImageMetadata {
  status: string;
  createdBy: number | null;
  variant: ImageVariant;
  contentType: string;
  etag: string;
}

/** Reads stored item images: metadata first (enough for a 304), bytes only when sent. */
@Injectable()
export class ItemImagesReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
  ) {}

  /** The card variant when asked for and up to date, else the original. */
  async metadata(itemId: number, wantCard: boolean): Promise<ImageMetadata | null> {
    if (itemId > MAX_INT4) return null;
    const rows: Array<{ status: string; createdBy: number | null; checksum: string; contentType: string; cardReady: boolean; cardContentType: string | null }> =
      await this.db.query(
        `SELECT b.status, b.created_by AS "createdBy", i.checksum, i.content_type AS "contentType",
                (i.card_data IS NOT NULL AND i.card_checksum = i.checksum) AS "cardReady", i.card_content_type AS "cardContentType"
           FROM bolo_item_images i JOIN bolo_items b ON b.id = i.bolo_item_id
          WHERE i.bolo_item_id = $1`,
        [itemId],
      );
    const row = rows[0];
    if (!row) return null;
    const card = wantCard && row.cardReady && row.cardContentType !== null;
    return {
      status: row.status,
      createdBy: row.createdBy,
      variant: card ? 'card' : 'original',
      contentType: card ? (row.cardContentType as string) : row.contentType,
      etag: card ? `"${row.checksum}-card"` : `"${row.checksum}"`,
    };
  }

  async bytes(itemId: number, variant: ImageVariant): Promise<Buffer | null> {
    const column = variant === 'card' ? 'card_data' : 'data';
    const rows: Array<{ bytes: Buffer | null }> = await this.db.query(
      `SELECT ${column} AS bytes FROM bolo_item_images WHERE bolo_item_id = $1`,
      [itemId],
    );
    return rows[0]?.bytes ?? null;
  }

  /** The signed-in viewer, if any (this route is public, so no guard loads it). */
  async viewer(req: Request): Promise<UserRecord | null> {
    const userId = req.session?.userId;
    return userId === undefined ? null : this.users.findById(userId);
  }
}
