import { Inject, Logger, Optional } from '@nestjs/common';
import { blogImageFetchJob, IMAGE_VARIANT_JOB, IMAGE_VARIANT_SIZES, ITEM_TEASER_VARIANT, itemImageFetchJob, QUEUES, type ImageOwner, type ImagesJob } from '@bolo/contracts';
import { CommentsRepository, ItemImagesRepository } from '@bolo/db';
import { ImageRejectedError } from '@bolo/server-kit';
import { UnrecoverableError, type Job } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { defineQueue, type JobData } from '../queues/queue-processor';
import { BlogImages, type BlogImageFetchOutcome } from './blog-images';
import { ImageFetchError } from './image-fetch-error';
import { RejectedImageError, renderImageVariant, type ImageVariant, type ImageVariantOptions } from './image-variant';
import { ItemImageFetcher, type ImageFetchOutcome } from './item-image-fetcher';

const ITEM_IMAGE_FETCH_JOB = itemImageFetchJob.name;
const BLOG_IMAGE_FETCH_JOB = blogImageFetchJob.name;

const images = defineQueue<ImagesJob>(QUEUES.images, { [IMAGE_VARIANT_JOB]: true, [ITEM_IMAGE_FETCH_JOB]: true, [BLOG_IMAGE_FETCH_JOB]: true });

export type ImageVariantOutcome =
  | { outcome: 'created'; bytes: number; ms: number }
  | { outcome: 'already-current' }
  | { outcome: 'superseded'; current: string }
  | { outcome: 'image-gone' };

/** Where one owner's originals and variants are stored. */
interface VariantStore {
  findOriginal(ownerId: number, checksum: string): Promise<{ checksum: string; variantChecksum: string | null; data: Buffer | null } | null>;
  /** `teaser`: only for items, whose picture also gets its public teaser. */
  saveVariant(ownerId: number, checksum: string, variant: ImageVariant, teaser?: ImageVariant): Promise<boolean>;
  /** After the last attempt failed. An item keeps serving its original; a comment shows no picture. */
  giveUp(ownerId: number, checksum: string, reason: string): Promise<void>;
}

@images.Processor()
export class ImagesProcessor {
  private readonly logger = new Logger('ImagesProcessor');
  private readonly stores: Record<ImageOwner, VariantStore>;

  constructor(
    itemImages: ItemImagesRepository,
    comments: CommentsRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Optional() private readonly fetcher?: ItemImageFetcher,
    /** Blog posts' pictures (issue 18); optional so processes and tests about items and comments need not provide it. */
    @Optional() private readonly blog?: BlogImages,
  ) {
    this.stores = {
      item: {
        findOriginal: async (id, checksum) => {
          const row = await itemImages.findOriginalForCard(id, checksum);
          // Current only when both variants are: an original from before teasers gets its teaser.
          return row && { checksum: row.checksum, variantChecksum: row.cardChecksum === row.teaserChecksum ? row.cardChecksum : null, data: row.data };
        },
        saveVariant: (id, checksum, variant, teaser) => {
          if (!teaser) throw new Error('an item picture is saved with its teaser');
          return itemImages.saveVariants(id, checksum, variant, teaser);
        },
        giveUp: async () => undefined,
      },
      comment: {
        findOriginal: (id, checksum) => comments.findOriginalForVariant(id, checksum),
        saveVariant: (id, checksum, variant) => comments.saveVariant(id, checksum, variant),
        giveUp: (id, checksum, reason) => comments.markVariantFailed(id, checksum, reason),
      },
      blog: blog ?? notConfigured('blog'),
    };
  }

  /**
   * Makes the variant of a stored original: an item's directory card or a comment's 180x180
   * picture (IMAGE_VARIANT_SIZES by owner), metadata stripped; an item's picture also gets its
   * tiny blurred teaser (ITEM_TEASER_VARIANT), the only item picture visitors are served. Safe
   * to run any number of times and in any order: only the job whose checksum is still the
   * owner's current original writes. The payload arrives parsed by the job's declared schema (queues/queue-workers.service.ts
   * runJob). When the last attempt fails the owner is told (a comment then shows no picture) and
   * the reason is logged; the comment or item itself is never touched.
   */
  @images.OnJob(IMAGE_VARIANT_JOB)
  async imageVariant({ owner, ownerId, checksum }: JobData<ImagesJob, typeof IMAGE_VARIANT_JOB>, job?: Job): Promise<ImageVariantOutcome> {
    const store = this.stores[owner];
    try {
      const original = await store.findOriginal(ownerId, checksum);
      if (!original) return { outcome: 'image-gone' };
      if (original.variantChecksum === checksum) return { outcome: 'already-current' };
      if (original.checksum !== checksum || !original.data) return { outcome: 'superseded', current: original.checksum };

      const started = Date.now();
      const variant = await this.render(original.data, IMAGE_VARIANT_SIZES[owner]);
      const teaser = owner === 'item' ? await this.render(original.data, ITEM_TEASER_VARIANT) : undefined;
      const written = await store.saveVariant(ownerId, checksum, variant, teaser);
      if (!written) return { outcome: 'superseded', current: 'replaced while converting' };
      return { outcome: 'created', bytes: variant.data.length + (teaser?.data.length ?? 0), ms: Date.now() - started };
    } catch (error) {
      const unrecoverable = error instanceof UnrecoverableError;
      // Without a job (a direct call) there is no retry to wait for.
      const lastAttempt = unrecoverable || !job || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt) {
        const reason = (error as Error).message;
        this.logger.warn({ msg: 'image variant given up', owner, ownerId, checksum, reason });
        await store.giveUp(ownerId, checksum, reason).catch((cause: Error) =>
          this.logger.error({ msg: 'could not record the failed image variant', owner, ownerId, checksum, error: cause.message }),
        );
      }
      throw error;
    }
  }

  /**
   * Fetches an item's picture from the address an admin gave. A refusal (private address, not an
   * image, too big, HTTP 404...) fails at once; a timeout or a network error is retried.
   */
  @images.OnJob(ITEM_IMAGE_FETCH_JOB)
  async itemImageFetch(data: JobData<ImagesJob, typeof ITEM_IMAGE_FETCH_JOB>, job: Job): Promise<ImageFetchOutcome> {
    if (!this.fetcher) throw new UnrecoverableError('item image fetch is not configured in this process');
    try {
      return await this.fetcher.fetchAndStore(data, job.timestamp);
    } catch (error) {
      const refused = error instanceof ImageRejectedError || (error instanceof ImageFetchError && !error.retryable);
      this.logger.warn({ msg: refused ? 'image fetch refused' : 'image fetch failed', itemId: data.itemId, url: data.url, reason: (error as Error).message });
      if (refused) throw new UnrecoverableError((error as Error).message);
      throw error;
    }
  }

  /** Fetches a blog post's picture from the address an admin gave; refusals fail at once, like the item fetch's. */
  @images.OnJob(BLOG_IMAGE_FETCH_JOB)
  async blogImageFetch(data: JobData<ImagesJob, typeof BLOG_IMAGE_FETCH_JOB>, job: Job): Promise<BlogImageFetchOutcome> {
    if (!this.blog) throw new UnrecoverableError('blog image fetch is not configured in this process');
    try {
      return await this.blog.fetchAndStore(data, job.timestamp);
    } catch (error) {
      const refused = error instanceof ImageRejectedError || (error instanceof ImageFetchError && !error.retryable);
      this.logger.warn({ msg: refused ? 'blog image fetch refused' : 'blog image fetch failed', postId: data.postId, url: data.url, reason: (error as Error).message });
      if (refused) throw new UnrecoverableError((error as Error).message);
      throw error;
    }
  }

  private async render(original: Buffer, size: Omit<ImageVariantOptions, 'maxInputPixels'>): Promise<ImageVariant> {
    try {
      return await renderImageVariant(original, { ...size, maxInputPixels: this.config.maxInputPixels });
    } catch (error) {
      if (!(error instanceof RejectedImageError)) throw error;
      // Bad bytes stay bad: fail now rather than spend every retry on them.
      throw new UnrecoverableError(`image rejected: ${error.message}`);
    }
  }
}

/** A store for an owner this process was built without: its jobs fail at once rather than retry. */
function notConfigured(owner: ImageOwner): VariantStore {
  const refuse = () => Promise.reject(new UnrecoverableError(`${owner} pictures are not configured in this process`));
  return { findOriginal: refuse, saveVariant: refuse, giveUp: refuse };
}
