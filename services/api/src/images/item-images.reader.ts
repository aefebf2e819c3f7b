import { Injectable } from '@nestjs/common';
import { ItemImagesRepository, UsersRepository, type ImageVariant, type UserRecord } from '@bolo/db';
import type { Request } from 'express';
import '../session/session-data';

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
    private readonly images: ItemImagesRepository,
    private readonly users: UsersRepository,
  ) {}

  /** The card variant when asked for and up to date, else the original. */
  async metadata(itemId: number, wantCard: boolean): Promise<ImageMetadata | null> {
    const row = await this.images.metadata(itemId);
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

  bytes(itemId: number, variant: ImageVariant): Promise<Buffer | null> {
    return this.images.bytes(itemId, variant);
  }

  /** The signed-in viewer, if any (this route is public, so no guard loads it). */
  async viewer(req: Request): Promise<UserRecord | null> {
    const userId = req.session?.userId;
    return userId === undefined ? null : this.users.findById(userId);
  }
}
