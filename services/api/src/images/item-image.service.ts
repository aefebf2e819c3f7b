import { BadRequestException, Inject, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IMAGE_MAX_BYTES, ITEM_CARD_VARIANT_JOB, imageJobId, MESSAGES } from '@bolo/contracts';
import type { ImagesJob } from '@bolo/contracts';
import { Queue } from 'bullmq';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { itemImagePath } from '../items/item-record';
import { ItemsService } from '../items/items.service';
import { JsonLogger } from '../logging/json-logger';
import { IMAGES_QUEUE } from '../queues/queues.module';
import { MAX_INT4 } from '../users/users.service';
import { detectImageType, type StoredImageType } from '@bolo/contracts';
import { normaliseContentType } from './image-type';

/** Decoding cost grows with pixels, not bytes: a 5 MB PNG can still be a 1-gigapixel bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  unsupportedType: 'Only JPEG, PNG, WebP and GIF images are allowed',
  typeMismatch: 'Image content does not match its declared type',
  unreadable: 'The image file could not be read',
  tooManyPixels: `Image dimensions are too large (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`,
} as const;

export interface StoredImage {
  image: string;
  contentType: StoredImageType;
  checksum: string;
}

@Injectable()
export class ItemImageService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(IMAGES_QUEUE) private readonly imagesQueue: Queue<ImagesJob['data'], unknown, ImagesJob['name']>,
    private readonly logger: JsonLogger,
    private readonly items: ItemsService,
  ) {}

  /**
   * Stores an item's picture and queues its card variant. Validates size, magic bytes and pixel
   * count; the stale card is dropped (unless the bytes are unchanged) so nobody sees the old one.
   */
  async store(itemId: number, bytes: Buffer, declaredContentType?: string): Promise<StoredImage> {
    if (bytes.length > IMAGE_MAX_BYTES) throw new PayloadTooLargeException({ message: MESSAGES.admin.imageFileTooLarge });
    const contentType = detectImageType(bytes);
    if (!contentType) throw new BadRequestException({ message: IMAGE_MESSAGES.unsupportedType });
    if (declaredContentType && normaliseContentType(declaredContentType) !== contentType) {
      throw new BadRequestException({ message: IMAGE_MESSAGES.typeMismatch });
    }
    await assertPixelLimit(bytes);
    if (!Number.isInteger(itemId) || itemId <= 0 || itemId > MAX_INT4) throw new NotFoundException({ message: 'Item not found' });

    const checksum = createHash('sha256').update(bytes).digest('hex');
    const image = itemImagePath(itemId);
    await this.db.transaction(async (tx) => {
      // For UPDATE, TypeORM's query() answers [rows, affectedCount].
      const [, updated]: [unknown[], number] = await tx.query(
        `UPDATE bolo_items SET image = $2, image_content_type = $3 WHERE id = $1`,
        [itemId, image, contentType],
      );
      if (updated === 0) throw new NotFoundException({ message: 'Item not found' });
      await tx.query(
        `INSERT INTO bolo_item_images AS i (bolo_item_id, data, content_type, checksum, updated_at)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (bolo_item_id) DO UPDATE SET
           data = EXCLUDED.data, content_type = EXCLUDED.content_type, checksum = EXCLUDED.checksum, updated_at = now(),
           card_data = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.card_data END,
           card_content_type = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.card_content_type END,
           card_checksum = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.card_checksum END`,
        [itemId, bytes, contentType, checksum],
      );
    });
    await this.items.catalogueChanged(); // cached directory pages show the item's picture

    try {
      await this.imagesQueue.add(
        ITEM_CARD_VARIANT_JOB,
        { itemId, checksum },
        {
          jobId: imageJobId(itemId, checksum),
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: true,
          removeOnFail: { age: 7 * 24 * 60 * 60 },
        },
      );
    } catch (error) {
      // The original is stored and served; only the smaller card is missing until re-queued.
      this.logger.failure('could not queue card variant', { itemId, checksum, error: (error as Error).message });
    }
    return { image, contentType, checksum };
  }
}

async function assertPixelLimit(bytes: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only; sharp's own (higher) pixel limit is lifted so ours gives the message.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new BadRequestException({ message: IMAGE_MESSAGES.unreadable });
  }
  if (!width || !height) throw new BadRequestException({ message: IMAGE_MESSAGES.unreadable });
  if (width * height > MAX_IMAGE_PIXELS) throw new BadRequestException({ message: IMAGE_MESSAGES.tooManyPixels });
}
