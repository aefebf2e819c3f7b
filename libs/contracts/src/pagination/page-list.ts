export type PageListEntry = number | 'ellipsis-start' | 'ellipsis-end';

/** Up to this many pages are listed without ellipses (spec member-side §9). */
const SHOW_ALL_UP_TO = 7;

/**
 * Page buttons: all pages when there are 7 or fewer; otherwise the first and last page,
 * the current page +/- 1, 'ellipsis-start' when current > 4 and 'ellipsis-end' when
 * current < totalPages - 3. Empty when there is one page or none (pagination is hidden).
 *
 * Where an ellipsis is not shown, the pages it would have stood for are listed instead
 * (e.g. page 2 when current is 4), so no page is ever skipped silently. `current` is
 * clamped into 1..totalPages so a stale page number still renders sensibly.
 */
export function pageList(current: number, totalPages: number): PageListEntry[] {
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0;
  if (total <= 1) return [];
  if (total <= SHOW_ALL_UP_TO) return Array.from({ length: total }, (_, i) => i + 1);

  const page = Number.isFinite(current) ? Math.min(Math.max(Math.floor(current), 1), total) : 1;
  const startEllipsis = page > 4;
  const endEllipsis = page < total - 3;
  const from = startEllipsis ? page - 1 : 2;
  const to = endEllipsis ? page + 1 : total - 1;

  const entries: PageListEntry[] = [1];
  if (startEllipsis) entries.push('ellipsis-start');
  for (let p = from; p <= to; p++) entries.push(p);
  if (endEllipsis) entries.push('ellipsis-end');
  entries.push(total);
  return entries;
}

/** Next is enabled only when the server says there is more and we are not on the last page. */
export function canGoNext({ page, totalPages, hasMore }: { page: number; totalPages: number; hasMore: boolean }): boolean {
  return hasMore === true && page < totalPages;
}

export function canGoPrevious(page: number): boolean {
  return page > 1;
}
