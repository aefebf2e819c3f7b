// What the comments API answers besides the shapes of comment.ts: its own messages, the
// results of reporting and deleting, and the back office's list query.
import { z } from 'zod';
import { ADMIN_COMMENTS_PAGE_SIZE, COMMENT_POSTS_PER_10_MINUTES, COMMENT_POSTS_PER_DAY, COMMENT_REPORTS_PER_HOUR } from './constants';
import { IMAGE_MESSAGES } from '../images/messages';
import { COMMENT_MESSAGES } from './messages';
import type { CommentStatus } from './comment';

export const COMMENT_API_MESSAGES = {
  invalidId: 'Invalid comment ID',
  notFound: 'Comment not found',
  imageNotFound: 'Image not found',
  onlyAuthorDeletes: 'Only the author can delete this comment.',
  cannotReportOwn: 'You cannot report your own comment.',
  deleted: 'Comment deleted',
  reported: COMMENT_MESSAGES.reported.description,
  /** admin-side §8. */
  adminDeleted: 'Comment deleted successfully',
  reportCleared: 'Report cleared successfully',
  postTooFast: `You can post up to ${COMMENT_POSTS_PER_10_MINUTES} comments every 10 minutes. Please wait a few minutes and try again.`,
  postDailyLimit: `You can post up to ${COMMENT_POSTS_PER_DAY} comments a day. Please try again tomorrow.`,
  reportTooFast: `You can report up to ${COMMENT_REPORTS_PER_HOUR} comments an hour. Please try again later.`,
  formUnreadable: IMAGE_MESSAGES.formUnreadable,
  oneImageOnly: IMAGE_MESSAGES.oneImageOnly,
} as const;

/** POST /api/comments/{id}/report: 201 for a new report, 200 (same body, `alreadyReported`) for a repeat. */
export interface CommentReportResult {
  message: string;
  alreadyReported: boolean;
}

/** DELETE /api/comments/{id}, DELETE /api/admin/comments/{id}, POST /api/admin/comments/{id}/clear-report. */
export interface CommentActionResult {
  id: number;
  message: string;
  /** The comment's state afterwards. */
  status: CommentStatus;
}

/** GET /api/admin/comments?page=&limit=. */
export const adminCommentsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1 to 10000' })
    .int({ error: 'page must be a whole number from 1 to 10000' })
    .min(1, { error: 'page must be a whole number from 1 to 10000' })
    .max(10_000, { error: 'page must be a whole number from 1 to 10000' })
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int({ error: 'limit must be a whole number from 1 to 100' })
    .min(1, { error: 'limit must be a whole number from 1 to 100' })
    .max(100, { error: 'limit must be a whole number from 1 to 100' })
    .default(ADMIN_COMMENTS_PAGE_SIZE),
});
export type AdminCommentsQuery = z.output<typeof adminCommentsQuerySchema>;

/** Where a comment's 180x180 picture is served (only once the worker has made it). */
export const commentPicturePath = (commentId: number): string => `/api/images/comments/${commentId}`;
