import { BadRequestException, ForbiddenException, HttpException, Injectable, Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import {
  COMMENT_API_MESSAGES,
  COMMENT_MESSAGES,
  COMMENT_REPORTS_TO_HIDE,
  containsLink,
  enqueue,
  imageVariantJob,
  isAdmin,
  ITEM_MESSAGES,
  type CommentActionResult,
  type CommentPage,
  type CommentReportResult,
  type CommentView,
  type CommentVoteResult,
  type CreateCommentInput,
  type VoteType,
} from '@bolo/contracts';
import { CommentsRepository, ItemsRepository, type CommentPictureMetadata, type CommentTarget, type NewCommentImage } from '@bolo/db';
import { ImageRejectedError, inspectImage, JobQueues, STORED_IMAGE_POLICY, type ImagePolicy, type InspectedImage } from '@bolo/server-kit';
import { assertCanView } from '../items/item-access';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import type { UserRecord } from '../users/user-record';
import { toCommentView } from './comment-view';

/** Comment pictures: any picture the worker converts (JPEG, PNG, WebP, GIF), checked by its bytes. */
const COMMENT_IMAGE_POLICY: ImagePolicy = { types: STORED_IMAGE_POLICY.types, unsupportedMessage: COMMENT_MESSAGES.invalidFile.description };

const notFound = () => new NotFoundException({ message: COMMENT_API_MESSAGES.notFound });

/**
 * Item comments (member-side §2-§9, issue 17). Every rule is enforced here, whatever a client
 * shows: only users who may read the item (items/item-access.ts) read, post, vote or report;
 * links only from admins; one vote per member and comment; one report per member; only the
 * author deletes; posting and reporting are limited per account.
 */
@Injectable()
export class CommentsService {
  private readonly logger = new Logger(CommentsService.name);

  constructor(
    private readonly comments: CommentsRepository,
    private readonly items: ItemsRepository,
    private readonly jobQueues: JobQueues,
    private readonly limiter: RateLimiter,
  ) {}

  /** One page of an item's thread, newest first: visible comments plus the reader's own hidden ones. */
  async page(itemId: number, reader: UserRecord, query: { page: number; limit: number }): Promise<CommentPage> {
    await this.assertCanReadItem(itemId, reader);
    const [rows, total] = await Promise.all([
      this.comments.threadPage(itemId, reader.id, { limit: query.limit, offset: (query.page - 1) * query.limit }),
      this.comments.threadCount(itemId, reader.id),
    ]);
    return { comments: rows.map((row) => toCommentView(row, reader.id)), total, page: query.page, totalPages: Math.ceil(total / query.limit) };
  }

  /**
   * Checks everything before anything is stored (the item, the links rule, the picture's bytes,
   * the posting limit), then stores the comment with its picture's original and queues the
   * 180x180 variant. A queue that cannot be reached leaves the comment without a picture.
   */
  async create(input: CreateCommentInput, picture: Buffer | undefined, author: UserRecord): Promise<CommentView> {
    await this.assertCanReadItem(input.boloItemId, author);
    if (!isAdmin(author) && containsLink(input.content)) throw new BadRequestException({ message: COMMENT_MESSAGES.linksNotAllowed.description });
    const image = picture ? await this.inspect(picture) : undefined;
    await this.limiter.spendUserLimit('commentPosts', author);

    const stored: NewCommentImage | undefined = image && { data: image.bytes, contentType: image.contentType, checksum: image.checksum };
    const id = await this.comments.create({ boloItemId: input.boloItemId, userId: author.id, content: input.content, image: stored });
    if (id === null) throw new NotFoundException({ message: ITEM_MESSAGES.itemNotFound }); // the item was deleted meanwhile
    if (image) await this.queuePicture(id, image.checksum);

    const row = await this.comments.findForReader(id, author.id);
    if (!row) throw notFound(); // deleted in between
    return toCommentView(row, author.id);
  }

  async vote(commentId: number, voteType: VoteType, voter: UserRecord): Promise<CommentVoteResult> {
    await this.readableComment(commentId, voter);
    const result = await this.comments.vote(commentId, voter.id, voteType);
    if (!result) throw notFound();
    return result;
  }

  /** A signed-in reader who is not the author, once per comment: a repeat is the same success. */
  async report(commentId: number, reason: string | undefined, reporter: UserRecord): Promise<CommentReportResult> {
    const target = await this.readableComment(commentId, reporter);
    if (target.userId === reporter.id) throw new ForbiddenException({ message: COMMENT_API_MESSAGES.cannotReportOwn });
    await this.limiter.spendUserLimit('commentReports', reporter);
    const result = await this.comments.report(commentId, reporter.id, reason ? reason : null, COMMENT_REPORTS_TO_HIDE);
    if (!result) throw notFound();
    return { message: COMMENT_API_MESSAGES.reported, alreadyReported: !result.created };
  }

  /**
   * The author's delete: soft (never served again; the picture is dropped). Needs no right to
   * the item any more, so a member whose subscription lapsed can still take their words back.
   * Deleting what is already deleted is the same success.
   */
  async deleteOwn(commentId: number, user: UserRecord): Promise<CommentActionResult> {
    const target = await this.comments.target(commentId);
    if (!target) throw notFound();
    if (target.userId !== user.id) {
      if (target.status === 'deleted') throw notFound();
      throw new ForbiddenException({ message: COMMENT_API_MESSAGES.onlyAuthorDeletes });
    }
    if (target.status !== 'deleted' && !(await this.comments.softDelete(commentId, user.id))) throw notFound();
    return { id: commentId, message: COMMENT_API_MESSAGES.deleted, status: 'deleted' };
  }

  /**
   * The 180x180 picture's metadata, for a reader who may see the comment: the item's readers,
   * and for a hidden comment its author and admins. 404 until the worker has made it.
   */
  async picture(commentId: number, reader: UserRecord): Promise<CommentPictureMetadata> {
    const target = await this.comments.target(commentId);
    if (!target || target.status === 'deleted') throw new NotFoundException({ message: COMMENT_API_MESSAGES.imageNotFound });
    await this.assertCanReadItem(target.boloItemId, reader);
    if (target.status === 'hidden' && target.userId !== reader.id && !isAdmin(reader)) throw new NotFoundException({ message: COMMENT_API_MESSAGES.imageNotFound });
    const meta = await this.comments.pictureMetadata(commentId);
    if (!meta) throw new NotFoundException({ message: COMMENT_API_MESSAGES.imageNotFound });
    return meta;
  }

  pictureBytes(commentId: number): Promise<Buffer | null> {
    return this.comments.pictureBytes(commentId);
  }

  /** 404 for an unknown item or someone else's draft, 403 SUBSCRIPTION_REQUIRED without directory access. */
  private async assertCanReadItem(itemId: number, user: UserRecord): Promise<void> {
    assertCanView(await this.items.access(itemId, user.id), user);
  }

  /** A comment the user may act on: on an item they may read, not deleted, and if hidden, their own. */
  private async readableComment(commentId: number, user: UserRecord): Promise<CommentTarget> {
    const target = await this.comments.target(commentId);
    if (!target || target.status === 'deleted') throw notFound();
    await this.assertCanReadItem(target.boloItemId, user);
    if (target.status === 'hidden' && target.userId !== user.id) throw notFound();
    return target;
  }

  /** By its bytes, never its name or declared type: 413 past 5 MB, else 400 with the reason. */
  private async inspect(bytes: Buffer): Promise<InspectedImage> {
    try {
      return await inspectImage(bytes, COMMENT_IMAGE_POLICY);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      throw pictureRefusal(error);
    }
  }

  private async queuePicture(commentId: number, checksum: string): Promise<void> {
    try {
      await enqueue(this.jobQueues.queue(imageVariantJob.queue), imageVariantJob, { owner: 'comment', ownerId: commentId, checksum });
    } catch (error) {
      const reason = `could not queue the picture: ${(error as Error).message}`;
      this.logger.error({ msg: 'comment picture not queued; the comment is kept without it', commentId, reason });
      await this.comments.markVariantFailed(commentId, checksum, reason).catch((cause: Error) =>
        this.logger.error({ msg: 'could not record the unqueued comment picture', commentId, error: cause.message }),
      );
    }
  }
}

function pictureRefusal(error: ImageRejectedError): HttpException {
  if (error.reason === 'too-large') return new PayloadTooLargeException({ message: COMMENT_MESSAGES.fileTooLarge.description });
  return new BadRequestException({ message: error.message });
}
