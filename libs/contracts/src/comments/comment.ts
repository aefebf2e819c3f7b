// The comment shapes of the API (spec member-side §3, §7; admin-side §3, §7), shared by the
// member and admin remotes and the API. Decided beyond the spec (docs/decisions.md):
// the list is paginated on the server ({ comments, total, page, totalPages }), and a comment
// carries what the page needs to show its picture, its author's links and its review state.
import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE, COMMENT_REPORT_REASON_MAX_LENGTH } from './constants';

export const VOTE_TYPES = ['up', 'down'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/** A comment's moderation state: hidden = hidden by reports until an admin reviews it; deleted is never served. */
export const COMMENT_STATUSES = ['visible', 'hidden', 'deleted'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** GET /api/comments/{boloItemId}: one comment as a reader sees it. */
export interface CommentView {
  id: number;
  boloItemId: number;
  /** The text; a non-admin author's links already read '[link removed]' (done by the server). */
  content: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  /** An admin's links are shown as links (http(s) only). */
  authorIsAdmin: boolean;
  /** ISO date. */
  createdAt: string;
  /** The 180x180 picture's address, once the worker has made it. */
  imageUrl: string | null;
  /** A picture was posted and is still being prepared (show a placeholder). */
  imagePending: boolean;
  upvotes: number;
  downvotes: number;
  /** The caller's own vote. */
  userVote: VoteType | null;
  /** The caller wrote it (may delete, may not report). */
  isOwn: boolean;
  /** The caller has reported it already. */
  reportedByMe: boolean;
  /** 'hidden' is served to its author only ("under review"). */
  status: Exclude<CommentStatus, 'deleted'>;
}

/** GET /api/comments/{boloItemId}?page=: newest first. */
export interface CommentPage {
  comments: CommentView[];
  total: number;
  page: number;
  totalPages: number;
}

/** POST /api/comments/{id}/vote: the counts after the vote (the same vote again removes it). */
export interface CommentVoteResult {
  upvotes: number;
  downvotes: number;
  userVote: VoteType | null;
}

/** An admin's view of one comment (admin-side §3 "Admin comment", plus the review details). */
export interface AdminComment {
  id: number;
  content: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  boloItemId: number;
  boloItemName: string | null;
  createdAt: string;
  upvotes: number;
  downvotes: number;
  isReported: boolean;
  status: Exclude<CommentStatus, 'deleted'>;
  imageUrl: string | null;
  /** Who reported it and when, newest first. */
  reports: Array<{ username: string | null; reportedAt: string; reason: string | null }>;
}

/** GET /api/admin/comments?page=&limit=. */
export interface AdminCommentsResponse {
  comments: AdminComment[];
  total: number;
}

/** The text of a comment: required after trimming, at most 1000 characters (member-side §5). */
export const commentContentSchema = z
  .string({ error: 'Comment text is required' })
  .trim()
  .min(1, { error: 'Comment text is required' })
  .max(COMMENT_MAX_LENGTH, { error: `Comment must be at most ${COMMENT_MAX_LENGTH} characters` });

/** POST /api/comments (multipart fields; the picture is the file field 'image'). */
export const createCommentSchema = z.object({
  boloItemId: z.coerce.number({ error: 'boloItemId must be a positive integer' }).int({ error: 'boloItemId must be a positive integer' }).positive({ error: 'boloItemId must be a positive integer' }),
  content: commentContentSchema,
});
export type CreateCommentInput = z.output<typeof createCommentSchema>;

export const voteSchema = z.object({ voteType: z.enum(VOTE_TYPES, { error: "voteType must be 'up' or 'down'" }) });

export const reportSchema = z.object({
  reason: z.string().trim().max(COMMENT_REPORT_REASON_MAX_LENGTH, { error: `Reason must be at most ${COMMENT_REPORT_REASON_MAX_LENGTH} characters` }).optional(),
});

export const commentsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(COMMENTS_PAGE_SIZE),
});

// Links (member-side §5): text matching http(s):// or www., any letter case.
const LINK = /(?:https?:\/\/|www\.)[^\s<>"']*/gi;

/** Whether the text holds a link (non-admins may not post one). */
export function containsLink(text: string): boolean {
  return new RegExp(LINK.source, 'i').test(text);
}

/** A non-admin's text as displayed: every link reads '[link removed]'. */
export function maskLinks(text: string, replacement: string): string {
  return text.replace(LINK, replacement);
}

/** An admin's text in pieces: plain text and http(s) links (a www. link gets https://). */
export function linkPieces(text: string): Array<{ text: string; href?: string }> {
  const pieces: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    if (start > last) pieces.push({ text: text.slice(last, start) });
    const raw = match[0];
    const href = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    pieces.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
