import type { AnalyticsDay } from '@bolo/contracts';

// The API's days are UTC calendar days ('YYYY-MM-DD'): shown as such, whatever the admin's zone.
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
export const longDay = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

export const formatCount = (count: number) => count.toLocaleString('en-US');
export const viewsLabel = (count: number) => (count === 1 ? '1 view' : `${formatCount(count)} views`);

/** What the chart says to a screen reader: the period, the total, the busiest day and the last day. */
export function viewsSummary(days: readonly AnalyticsDay[], totalViews: number): string {
  if (days.length === 0) return 'No page views recorded.';
  const first = days[0];
  const last = days[days.length - 1];
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), first);
  const parts = [`Page views per day from ${shortDay(first.day)} to ${shortDay(last.day)}: ${viewsLabel(totalViews)} in total`];
  if (busiest.views > 0) parts.push(`busiest day ${shortDay(busiest.day)} with ${viewsLabel(busiest.views)}`);
  parts.push(`${viewsLabel(last.views)} on ${shortDay(last.day)}`);
  return `${parts.join('; ')}.`;
}
