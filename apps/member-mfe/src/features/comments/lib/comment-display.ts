// How a comment reads: its author's name (its date: formatDate from @bolo/web).
import type { CommentView } from '@bolo/contracts';

/** First and last name, else the username. */
export function authorName(comment: Pick<CommentView, 'firstName' | 'lastName' | 'username'>): string {
  const name = [comment.firstName, comment.lastName].filter((part) => part && part.trim()).join(' ');
  return name || comment.username || 'Unknown User';
}
