import { BadRequestException, HttpException, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ITEM_MESSAGES, QUEUES } from '@bolo/contracts';
import { Database, ItemImagesRepository, ItemsRepository } from '@bolo/db';
import { ImageRejectedError, inspectImage, ItemImageStore, JobQueues, STORED_IMAGE_POLICY, type ImagePolicy, type InspectedImage, type StoredImage } from '@bolo/server-kit';
import { ItemsService } from '../items/items.service';

export type { StoredImage } from '@bolo/server-kit';

/**
 * Item pictures on the API side: the server kit's inspection and store (shared with the
 * worker's fetch from an address), with refusals as HTTP answers.
 */
@Injectable()
export class ItemImageService {
  /** The shared store: save() inside a caller's transaction, queueCard() after it committed. */
  readonly imageStore: ItemImageStore;

  constructor(
    database: Database,
    itemsRepository: ItemsRepository,
    images: ItemImagesRepository,
    jobQueues: JobQueues,
    private readonly items: ItemsService,
  ) {
    this.imageStore = new ItemImageStore(database, itemsRepository, images, jobQueues.queue(QUEUES.images));
  }

  /** Checks bytes before anything is written: 413 when too large, 400 for any other refusal. */
  async inspect(bytes: Buffer, policy: ImagePolicy = STORED_IMAGE_POLICY, declaredContentType?: string): Promise<InspectedImage> {
    try {
      return await inspectImage(bytes, policy, declaredContentType);
    } catch (error) {
      throw error instanceof ImageRejectedError ? toHttpException(error) : error;
    }
  }

  /**
   * Stores an existing item's picture and queues its card variant. Validates size, magic bytes
   * and pixel count; the stale card is dropped (unless the bytes are unchanged).
   */
  async store(itemId: number, bytes: Buffer, declaredContentType?: string): Promise<StoredImage> {
    const image = await this.inspect(bytes, STORED_IMAGE_POLICY, declaredContentType);
    const stored = await this.imageStore.store(itemId, image);
    if (!stored) throw new NotFoundException({ message: ITEM_MESSAGES.itemNotFound });
    await this.items.catalogueChanged(); // cached directory pages show the item's picture
    return stored;
  }
}

export function toHttpException(error: ImageRejectedError): HttpException {
  return error.reason === 'too-large' ? new PayloadTooLargeException({ message: error.message }) : new BadRequestException({ message: error.message });
}
