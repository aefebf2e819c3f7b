// Dates of posts, written the same by the server's render and the browser's hydration: a fixed
// locale and the UTC calendar day, whatever the machine's or the visitor's time zone.
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'March 5, 2025'; '' for a missing or unreadable date. */
export function formatPostDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

export function readTimeLabel(minutes: number): string {
  return `${Math.max(1, minutes)} min read`;
}
