// How the moderation tables read a comment (admin-side §2).
import { ADMIN_MESSAGES } from '@bolo/contracts';
import type { AdminComment } from '@bolo/contracts';
import { ADMIN_PATHS } from '../../../shared/routing/paths';

/** The Reported Comments tab's address; /admin/comments itself is the All Comments tab. */
export const REPORTED_COMMENTS_PATH = ADMIN_PATHS.reportedComments;

/** Upvotes minus downvotes, with a plus sign when zero or more: "+3", "+0", "-2". */
export function formatScore({ upvotes, downvotes }: Pick<AdminComment, 'upvotes' | 'downvotes'>): string {
  const score = upvotes - downvotes;
  return score >= 0 ? `+${score}` : String(score);
}

/** en-US short date with time, e.g. "3/4/25, 3:00 PM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });
}

export function authorLabel(comment: Pick<AdminComment, 'username'>): string {
  return comment.username || ADMIN_MESSAGES.unknownUser;
}

export function fullName(comment: Pick<AdminComment, 'firstName' | 'lastName'>): string {
  return [comment.firstName, comment.lastName].filter((part) => part && part.trim()).join(' ');
}

/** The All tab's status: Reported or Normal (admin-side §2), and Hidden while reports hide it from members. */
export function statusLabels(comment: Pick<AdminComment, 'isReported' | 'status'>): string[] {
  return [comment.isReported ? 'Reported' : 'Normal', ...(comment.status === 'hidden' ? ['Hidden'] : [])];
}
