import type { JobPayload, JobQueue } from '@bolo/contracts';
import { bumpCatalogueVersion, type CounterStore, type Repositories } from '@bolo/db';
import { inspectImage, ITEM_FORM_IMAGE_POLICY, ItemImageStore } from '@bolo/server-kit';
import { fetchImageBytes, type ImageFetchOptions } from './image-fetch';

export type ImageFetchOutcome =
  | { outcome: 'stored'; bytes: number; checksum: string }
  | { outcome: 'item-gone' }
  /** The picture changed after this job was queued (an upload): the newer one stays. */
  | { outcome: 'superseded' };

export interface ItemImageFetcherSettings {
  redisKeyPrefix: string;
  imageFetchTimeoutMs: number;
  imageFetchAllowPrivate: boolean;
}

/**
 * The item-image-fetch job: downloads the picture an admin gave by address (image-fetch.ts),
 * checks it like an upload (JPEG, PNG or WebP by content, size, pixels), stores it through the
 * same store as the API (which queues its card) and retires cached directory pages.
 */
export class ItemImageFetcher {
  private readonly store: ItemImageStore;

  constructor(
    private readonly repositories: Pick<Repositories, 'database' | 'items' | 'itemImages'>,
    imagesQueue: JobQueue,
    /** Redis, for the catalogue version the API's directory cache is keyed by. */
    private readonly counter: CounterStore,
    private readonly settings: ItemImageFetcherSettings,
    /** Tests replace the resolver. */
    private readonly fetchOptions: Partial<ImageFetchOptions> = {},
  ) {
    this.store = new ItemImageStore(repositories.database, repositories.items, repositories.itemImages, imagesQueue);
  }

  /** `queuedAt`: when the job was queued, so a picture uploaded since is not overwritten. */
  async fetchAndStore({ itemId, url }: JobPayload<'item-image-fetch'>, queuedAt: number): Promise<ImageFetchOutcome> {
    if (!(await this.repositories.items.findForAdmin(itemId))) return { outcome: 'item-gone' };
    const bytes = await fetchImageBytes(url, {
      timeoutMs: this.settings.imageFetchTimeoutMs,
      allowPrivate: this.settings.imageFetchAllowPrivate,
      ...this.fetchOptions,
    });
    const image = await inspectImage(bytes, ITEM_FORM_IMAGE_POLICY); // by content: the Content-Type header is not trusted

    const current = await this.repositories.itemImages.originalUpdatedAt(itemId);
    if (current !== null && current.getTime() > queuedAt) return { outcome: 'superseded' };
    const stored = await this.store.store(itemId, image);
    if (!stored) return { outcome: 'item-gone' };
    await bumpCatalogueVersion(this.counter, this.settings.redisKeyPrefix);
    return { outcome: 'stored', bytes: bytes.length, checksum: stored.checksum };
  }
}
