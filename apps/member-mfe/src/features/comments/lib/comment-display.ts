// How a comment reads: its author's name and its date.
import type { CommentView } from '@bolo/contracts';

/** First and last name, else the username. */
export function authorName(comment: Pick<CommentView, 'firstName' | 'lastName' | 'username'>): string {
  const name = [comment.firstName, comment.lastName].filter((part) => part && part.trim()).join(' ');
  return name || comment.username || 'Unknown User';
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * en-US, e.g. "Mar 4, 2025", in `timeZone` (undefined: the reader's own). The server renders
 * in UTC and the browser hydrates in UTC too (useDisplayTimeZone), so both write the same text.
 */
export function formatCommentDate(iso: string, timeZone: string | undefined): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });
    formats.set(key, format);
  }
  return format.format(date);
}
