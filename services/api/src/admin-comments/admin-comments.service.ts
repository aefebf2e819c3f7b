import { Injectable, NotFoundException } from '@nestjs/common';
import { ADMIN_REPORTED_COMMENTS_LIMIT, COMMENT_API_MESSAGES, type AdminComment, type AdminCommentsQuery, type AdminCommentsResponse, type CommentActionResult } from '@bolo/contracts';
import { CommentsRepository } from '@bolo/db';
import { toAdminComment } from '../comments/comment-view';

/**
 * Comment moderation (admin-side §2 Comments Management, §7). Admin actions are state changes:
 * a delete marks the comment deleted (never served again), a clear closes its open reports and
 * shows a comment that reports had hidden.
 */
@Injectable()
export class AdminCommentsService {
  constructor(private readonly comments: CommentsRepository) {}

  /** Comments with open reports, newest first (at most ADMIN_REPORTED_COMMENTS_LIMIT). */
  async reported(): Promise<AdminComment[]> {
    return (await this.comments.reported(ADMIN_REPORTED_COMMENTS_LIMIT)).map(toAdminComment);
  }

  async list({ page, limit }: AdminCommentsQuery): Promise<AdminCommentsResponse> {
    const { rows, total } = await this.comments.adminPage({ limit, offset: (page - 1) * limit });
    return { comments: rows.map(toAdminComment), total };
  }

  /** Deleting what is already deleted is the same success; an unknown id is 404. */
  async delete(id: number): Promise<CommentActionResult> {
    if (!(await this.comments.softDelete(id))) throw new NotFoundException({ message: COMMENT_API_MESSAGES.notFound });
    return { id, message: COMMENT_API_MESSAGES.adminDeleted, status: 'deleted' };
  }

  /** Clearing a comment without open reports is the same success; a deleted or unknown one is 404. */
  async clearReport(id: number): Promise<CommentActionResult> {
    if (!(await this.comments.clearReports(id))) throw new NotFoundException({ message: COMMENT_API_MESSAGES.notFound });
    return { id, message: COMMENT_API_MESSAGES.reportCleared, status: 'visible' };
  }
}
