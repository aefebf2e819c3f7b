import { enqueue, imageVariantJob, type JobQueue, type StoredImageType } from '@bolo/contracts';
import { itemImagePath, type Database, type ItemImagesRepository, type ItemsRepository, type Transaction } from '@bolo/db';
import { Logger } from '@nestjs/common';
import type { InspectedImage } from './image-inspection';

export interface StoredImage {
  image: string;
  contentType: StoredImageType;
  checksum: string;
}

/**
 * Stores an inspected item picture and queues its card: the one write path of the API (uploads)
 * and the worker (pictures fetched from an address). Callers bump the catalogue version after.
 */
export class ItemImageStore {
  private readonly logger = new Logger(ItemImageStore.name);

  constructor(
    private readonly database: Database,
    private readonly items: ItemsRepository,
    private readonly images: ItemImagesRepository,
    /** The `images` queue (a BullMQ Queue). */
    private readonly queue: JobQueue,
  ) {}

  /**
   * Writes the original and points the item at it, inside `tx` (so an item and its picture can
   * commit together). A replaced original drops its stale card. False when the item is gone.
   */
  async save(itemId: number, image: InspectedImage, tx: Transaction): Promise<StoredImage | null> {
    const path = itemImagePath(itemId);
    if (!(await this.items.setImage(itemId, path, image.contentType, tx))) return null;
    await this.images.saveOriginal(itemId, { data: image.bytes, contentType: image.contentType, checksum: image.checksum }, tx);
    return { image: path, contentType: image.contentType, checksum: image.checksum };
  }

  /** Call after the save committed. A failure is logged, not thrown: the original is stored and served, only its card waits. */
  async queueCard(itemId: number, checksum: string): Promise<void> {
    try {
      await enqueue(this.queue, imageVariantJob, { owner: 'item', ownerId: itemId, checksum });
    } catch (error) {
      this.logger.error({ msg: 'could not queue card variant', itemId, checksum, error: (error as Error).message });
    }
  }

  /** save() in its own transaction, then queueCard(); null when the item does not exist. */
  async store(itemId: number, image: InspectedImage): Promise<StoredImage | null> {
    const stored = await this.database.transaction((tx) => this.save(itemId, image, tx));
    if (stored) await this.queueCard(itemId, stored.checksum);
    return stored;
  }
}
