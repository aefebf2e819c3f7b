import { BadRequestException, Injectable, Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { detectImageType, enqueue, IMAGE_MAX_BYTES, IMAGE_MESSAGES, ITEM_MESSAGES, itemCardVariantJob, MAX_IMAGE_PIXELS, MESSAGES, type StoredImageType } from '@bolo/contracts';
import { Database, ItemImagesRepository, itemImagePath, ItemsRepository } from '@bolo/db';
import { JobQueues } from '@bolo/server-kit';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ItemsService } from '../items/items.service';
import { normaliseContentType } from './image-type';

export interface StoredImage {
  image: string;
  contentType: StoredImageType;
  checksum: string;
}

@Injectable()
export class ItemImageService {
  private readonly logger = new Logger(ItemImageService.name);

  constructor(
    private readonly database: Database,
    private readonly itemsRepository: ItemsRepository,
    private readonly images: ItemImagesRepository,
    private readonly jobQueues: JobQueues,
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
    const checksum = createHash('sha256').update(bytes).digest('hex');
    const image = itemImagePath(itemId);
    await this.database.transaction(async (tx) => {
      if (!(await this.itemsRepository.setImage(itemId, image, contentType, tx))) throw new NotFoundException({ message: ITEM_MESSAGES.itemNotFound });
      await this.images.saveOriginal(itemId, { data: bytes, contentType, checksum }, tx);
    });
    await this.items.catalogueChanged(); // cached directory pages show the item's picture

    try {
      await enqueue(this.jobQueues.queue(itemCardVariantJob.queue), itemCardVariantJob, { itemId, checksum });
    } catch (error) {
      // The original is stored and served; only the smaller card is missing until re-queued.
      this.logger.error({ msg: 'could not queue card variant', itemId, checksum, error: (error as Error).message });
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
