import { Injectable } from '@nestjs/common';
import type { ItemStatus } from '@bolo/contracts';
import { ItemImagesRepository, type ImageVariant } from '@bolo/db';

export interface ImageMetadata {
  status: ItemStatus;
  createdBy: number | null;
  /** Whether the viewer saved the item (item-access.ts lets a lapsed member keep their saved list). */
  isSaved: boolean;
  variant: ImageVariant;
  contentType: string;
  etag: string;
}

/** Reads stored item images: metadata first (enough for a 304), bytes only when sent. */
@Injectable()
export class ItemImagesReader {
  constructor(private readonly images: ItemImagesRepository) {}

  /**
   * The asked variant's metadata: the card when it is up to date (else the original, which
   * is as private); a teaser only when it is made (null otherwise: nothing else may stand in for it).
   */
  async metadata(itemId: number, wanted: ImageVariant, viewerId: number | null = null): Promise<ImageMetadata | null> {
    const row = await this.images.metadata(itemId, viewerId);
    if (!row) return null;
    const base = { status: row.status, createdBy: row.createdBy, isSaved: row.isSaved };
    if (wanted === 'teaser') {
      if (!row.teaserReady || row.teaserContentType === null) return null;
      return { ...base, variant: 'teaser', contentType: row.teaserContentType, etag: `"${row.checksum}-teaser"` };
    }
    const card = wanted === 'card' && row.cardReady && row.cardContentType !== null;
    return {
      ...base,
      variant: card ? 'card' : 'original',
      contentType: card ? (row.cardContentType as string) : row.contentType,
      etag: card ? `"${row.checksum}-card"` : `"${row.checksum}"`,
    };
  }

  bytes(itemId: number, variant: ImageVariant): Promise<Buffer | null> {
    return this.images.bytes(itemId, variant);
  }
}
