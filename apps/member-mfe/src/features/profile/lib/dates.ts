/**
 * 'January 5, 2026', or null when there is no usable date. Always in UTC with en-US names, so the
 * page rendered on the server and the same page in any browser show the same day.
 */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
