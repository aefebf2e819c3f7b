import { Inject, Injectable } from '@nestjs/common';
import { enqueue, imageVariantJob, QUEUES, type JobPayload, type JobQueue } from '@bolo/contracts';
import { BlogPostsRepository } from '@bolo/db';
import { inspectImage, ITEM_FORM_IMAGE_POLICY, JobQueues } from '@bolo/server-kit';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { fetchImageBytes } from './image-fetch';

export type BlogImageFetchOutcome =
  | { outcome: 'stored'; bytes: number; checksum: string }
  | { outcome: 'post-gone' }
  /** The picture changed after this job was queued (an upload): the newer one stays. */
  | { outcome: 'superseded' };

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Blog posts' featured pictures on the worker's side (issue 18): where the `image-variant` job
 * (owner 'blog') reads originals and writes the 1200x630 variant, and the `blog-image-fetch` job,
 * which downloads the picture an admin gave by address with the item pictures' guards
 * (image-fetch.ts), checks it like an upload and stores it, then queues its variant.
 */
@Injectable()
export class BlogImages {
  private readonly imagesQueue: JobQueue;

  constructor(
    private readonly posts: BlogPostsRepository,
    jobQueues: JobQueues,
    @Inject(WORKER_CONFIG) private readonly config: Pick<WorkerConfig, 'imageFetchTimeoutMs' | 'imageFetchAllowPrivate'>,
  ) {
    this.imagesQueue = jobQueues.queue(QUEUES.images);
  }

  findOriginal(postId: number, checksum: string) {
    return this.posts.findOriginalForVariant(postId, checksum);
  }

  saveVariant(postId: number, checksum: string, variant: { data: Buffer; contentType: string }): Promise<boolean> {
    return this.posts.saveVariant(postId, checksum, variant);
  }

  /** The post shows no picture (rather than a placeholder forever); the post itself is untouched. */
  giveUp(postId: number, checksum: string, reason: string): Promise<void> {
    return this.posts.markVariantFailed(postId, checksum, reason);
  }

  /** `queuedAt`: when the job was queued, so a picture uploaded since is not overwritten. */
  async fetchAndStore({ postId, url }: JobPayload<'blog-image-fetch'>, queuedAt: number): Promise<BlogImageFetchOutcome> {
    if (!(await this.posts.exists(postId))) return { outcome: 'post-gone' };
    const bytes = await fetchImageBytes(url, { timeoutMs: this.config.imageFetchTimeoutMs, allowPrivate: this.config.imageFetchAllowPrivate });
    const image = await inspectImage(bytes, ITEM_FORM_IMAGE_POLICY); // by content: the Content-Type header is not trusted

    const current = await this.posts.imageUpdatedAt(postId);
    if (current !== null && current.getTime() > queuedAt) return { outcome: 'superseded' };
    try {
      await this.posts.saveImage(postId, { data: image.bytes, contentType: image.contentType, checksum: image.checksum });
    } catch (error) {
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return { outcome: 'post-gone' }; // deleted meanwhile
      throw error;
    }
    await enqueue(this.imagesQueue, imageVariantJob, { owner: 'blog', ownerId: postId, checksum: image.checksum });
    return { outcome: 'stored', bytes: bytes.length, checksum: image.checksum };
  }
}
