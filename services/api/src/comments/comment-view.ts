import { COMMENT_MESSAGES, commentPicturePath, maskLinks, type AdminComment, type CommentView } from '@bolo/contracts';
import type { AdminCommentRow, CommentRow } from '@bolo/db';

/**
 * The text as every reader (and the back office) is shown it: an admin's links stay, anyone
 * else's read '[link removed]'. Done here, on every read, so no client ever receives them; the
 * stored text is what was typed.
 */
export function displayedContent(content: string, authorIsAdmin: boolean): string {
  return authorIsAdmin ? content : maskLinks(content, COMMENT_MESSAGES.linkRemoved);
}

export function toCommentView(row: CommentRow, readerId: number): CommentView {
  return {
    id: row.id,
    boloItemId: row.boloItemId,
    content: displayedContent(row.content, row.authorIsAdmin),
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    authorIsAdmin: row.authorIsAdmin,
    createdAt: row.createdAt.toISOString(),
    imageUrl: row.imageState === 'ready' ? commentPicturePath(row.id) : null,
    imagePending: row.imageState === 'pending',
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    userVote: row.userVote,
    isOwn: row.userId === readerId,
    reportedByMe: row.reportedByMe,
    // Deleted comments are never read (CommentsRepository READABLE).
    status: row.status === 'hidden' ? 'hidden' : 'visible',
  };
}

export function toAdminComment(row: AdminCommentRow): AdminComment {
  return {
    id: row.id,
    content: displayedContent(row.content, row.authorIsAdmin),
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    boloItemId: row.boloItemId,
    boloItemName: row.boloItemName,
    createdAt: row.createdAt.toISOString(),
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    isReported: row.openReports > 0,
    status: row.status,
    imageUrl: row.imageState === 'ready' ? commentPicturePath(row.id) : null,
    reports: row.reports.map((report) => ({ username: report.username, reportedAt: report.reportedAt.toISOString(), reason: report.reason })),
  };
}
