import { BadRequestException, ConflictException, HttpException, Injectable, Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import {
  BLOG_MESSAGES,
  BLOG_OWN_IMAGE_PATH,
  blogImageFetchJob,
  enqueue,
  imageVariantJob,
  numberedSlug,
  readTimeMinutes,
  slugify,
  type AdminBlogListQuery,
  type AdminBlogListResponse,
  type AdminBlogPost,
  type AdminBlogWriteResponse,
  type BlogDeleteResponse,
  type BlogPostWrite,
} from '@bolo/contracts';
import { BlogPostsRepository, type BlogImageChange, type BlogPostFields, type BlogWriteResult, type NewBlogImage } from '@bolo/db';
import { ImageRejectedError, inspectImage, isVisiblyPrivateHost, JobQueues, type ImagePolicy } from '@bolo/server-kit';
import { randomBytes } from 'node:crypto';
import type { UserRecord } from '../users/user-record';
import { toAdminBlogListItem, toAdminBlogPost } from './blog-view';

/** Featured pictures: JPEG, PNG or WebP, by their bytes (the item forms' rule). */
const BLOG_IMAGE_POLICY: ImagePolicy = { types: ['image/jpeg', 'image/png', 'image/webp'], unsupportedMessage: BLOG_MESSAGES.imageTypeNotAllowed };

/** How many numbered slugs (`-2`, `-3`...) are tried for a title whose slug is taken. */
const NUMBERED_SLUGS = 50;

const notFound = () => new NotFoundException({ message: BLOG_MESSAGES.notFound });

/** What a write asks of the picture: an uploaded file, an address to fetch, removal, or nothing. */
interface PictureRequest {
  image?: NewBlogImage;
  fetchUrl?: string;
  remove: boolean;
}

/**
 * The back office's blog (issue 18): admins only (the controller's guard). Every rule of the
 * shared write schema was applied before a call reaches here; this adds what needs the database
 * or the picture's bytes. A refused write stores nothing.
 */
@Injectable()
export class AdminBlogService {
  private readonly logger = new Logger(AdminBlogService.name);

  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly jobQueues: JobQueues,
  ) {}

  /** Every post, last change first, filtered by status and a search of title, slug, category and author. */
  async list({ page, limit, search, status }: AdminBlogListQuery): Promise<AdminBlogListResponse> {
    const { rows, total } = await this.posts.adminPage({ search, status, limit, offset: (page - 1) * limit });
    const totalPages = Math.ceil(total / limit);
    return { posts: rows.map(toAdminBlogListItem), pagination: { page, total, totalPages, hasMore: page < totalPages } };
  }

  async get(id: number): Promise<AdminBlogPost> {
    const row = await this.posts.findById(id);
    if (!row) throw notFound();
    return toAdminBlogPost(row);
  }

  /**
   * A new post. A blank slug is made from the title, numbered (`-2`, `-3`...) when taken; a slug
   * given and taken is 409. Published now unless it is a draft; the picture (a file, or an address
   * the worker fetches) is stored with the post and its variant queued.
   */
  async create(input: BlogPostWrite, file: Buffer | undefined, admin: UserRecord): Promise<AdminBlogWriteResponse> {
    const picture = await this.picture(input, file);
    const slug = input.slug ?? (await this.freeSlug(slugify(input.title)));
    const result = await this.posts.create({ ...this.fields(input, admin), slug }, picture.image);
    const id = this.written(result);
    return this.afterWrite(id, picture, BLOG_MESSAGES.created);
  }

  /**
   * Replaces a post's fields; a blank slug keeps the post's own. The first write that publishes it
   * sets `publishedAt`; every write moves `updatedAt`. A new file replaces the picture, an address
   * is fetched (the current picture stays until then), `removeImage` drops it, the post's own
   * picture address keeps it.
   */
  async update(id: number, input: BlogPostWrite, file: Buffer | undefined, admin: UserRecord): Promise<AdminBlogWriteResponse> {
    const picture = await this.picture(input, file);
    const change: BlogImageChange = picture.image ? { kind: 'replace', image: picture.image } : picture.remove && !picture.fetchUrl ? { kind: 'remove' } : { kind: 'keep' };
    const result = await this.posts.update(id, this.fields(input, admin), change);
    this.written(result);
    return this.afterWrite(id, picture, BLOG_MESSAGES.updated);
  }

  /** Deletes a post with its picture. */
  async delete(id: number): Promise<BlogDeleteResponse> {
    if (!(await this.posts.delete(id))) throw notFound();
    return { id, message: BLOG_MESSAGES.deleted };
  }

  private fields(input: BlogPostWrite, admin: UserRecord): BlogPostFields {
    return {
      title: input.title,
      slug: input.slug,
      content: input.content,
      excerpt: input.excerpt,
      category: input.category,
      tags: input.tags,
      author: input.author ?? adminName(admin),
      status: input.status,
      metaTitle: input.metaTitle,
      metaDescription: input.metaDescription,
      keywords: input.keywords,
      readTime: readTimeMinutes(input.content),
    };
  }

  private written(result: BlogWriteResult): number {
    if ('conflict' in result) throw new ConflictException({ message: BLOG_MESSAGES.slugTaken });
    if ('notFound' in result) throw notFound();
    return result.id;
  }

  /** The title's slug, or the first free numbered one (a race with another write still ends in 409). */
  private async freeSlug(base: string): Promise<string> {
    const candidates = [base, ...Array.from({ length: NUMBERED_SLUGS - 1 }, (_, index) => numberedSlug(base, index + 2))];
    const taken = await this.posts.takenSlugs(candidates);
    return candidates.find((slug) => !taken.has(slug)) ?? numberedSlug(base, Number.parseInt(randomBytes(4).toString('hex'), 16));
  }

  /** The file's bytes checked (413 past 5 MB, 400 for anything but JPEG, PNG, WebP), or the address to fetch. */
  private async picture(input: BlogPostWrite, file: Buffer | undefined): Promise<PictureRequest> {
    if (file) return { image: await this.inspect(file), remove: false };
    const url = input.imageUrl;
    if (url === undefined || BLOG_OWN_IMAGE_PATH.test(url)) return { remove: input.removeImage };
    let address: URL;
    try {
      address = new URL(url);
    } catch {
      throw new BadRequestException({ message: BLOG_MESSAGES.imageUrlInvalid });
    }
    // The URL parser normalises every IPv4 spelling first; names are resolved and checked again by the worker.
    if (isVisiblyPrivateHost(address.hostname)) throw new BadRequestException({ message: BLOG_MESSAGES.imageUrlPrivate });
    return { fetchUrl: address.href, remove: false };
  }

  private async inspect(bytes: Buffer): Promise<NewBlogImage> {
    try {
      const image = await inspectImage(bytes, BLOG_IMAGE_POLICY);
      return { data: image.bytes, contentType: image.contentType, checksum: image.checksum };
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      throw pictureRefusal(error);
    }
  }

  private async afterWrite(id: number, picture: PictureRequest, message: string): Promise<AdminBlogWriteResponse> {
    if (picture.image) await this.queueVariant(id, picture.image.checksum);
    const fetching = picture.fetchUrl !== undefined && (await this.queueFetch(id, picture.fetchUrl));
    const post = await this.get(id);
    return { id, message, post: { ...post, imagePending: post.imagePending || fetching } };
  }

  /** A queue that cannot be reached leaves the post without a picture (marked failed, logged). */
  private async queueVariant(postId: number, checksum: string): Promise<void> {
    try {
      await enqueue(this.jobQueues.queue(imageVariantJob.queue), imageVariantJob, { owner: 'blog', ownerId: postId, checksum });
    } catch (error) {
      const reason = `could not queue the picture: ${(error as Error).message}`;
      this.logger.error({ msg: 'blog picture not queued; the post is kept without it', postId, reason });
      await this.posts.markVariantFailed(postId, checksum, reason).catch((cause: Error) =>
        this.logger.error({ msg: 'could not record the unqueued blog picture', postId, error: cause.message }),
      );
    }
  }

  /** Queues the worker's fetch; false when the queue is down (the post is saved, without the picture). */
  private async queueFetch(postId: number, url: string): Promise<boolean> {
    try {
      await enqueue(this.jobQueues.queue(blogImageFetchJob.queue), blogImageFetchJob, { postId, url, requestId: randomBytes(12).toString('base64url') });
      return true;
    } catch (error) {
      this.logger.error({ msg: 'could not queue the blog picture fetch', postId, error: (error as Error).message });
      return false;
    }
  }
}

/** The byline a post gets when none is given: the admin's name, else their username. */
export function adminName(admin: Pick<UserRecord, 'firstName' | 'lastName' | 'username'>): string {
  const name = [admin.firstName, admin.lastName].filter((part) => part && part.trim() !== '').join(' ').trim();
  return name || admin.username;
}

function pictureRefusal(error: ImageRejectedError): HttpException {
  if (error.reason === 'too-large') return new PayloadTooLargeException({ message: BLOG_MESSAGES.imageTooLarge });
  return new BadRequestException({ message: error.message });
}
