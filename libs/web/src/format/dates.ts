// Dates as pages show them. A page is rendered by the web server and then hydrated in the
// browser: both must write the same text, so dates are formatted with a fixed locale (en-US)
// and a fixed time zone (UTC), never the machine's or the reader's (docs/decisions.md,
// "Hydration (issue 19)"). A reader in UTC−10 or UTC+14 sees the UTC calendar day.

/** 'long': 'March 5, 2025'. 'medium': 'Mar 5, 2025'. */
export type DateStyle = 'long' | 'medium';

export const DISPLAY_LOCALE = 'en-US';
export const DISPLAY_TIME_ZONE = 'UTC';

const FORMATS: Record<DateStyle, Intl.DateTimeFormat> = {
  long: new Intl.DateTimeFormat(DISPLAY_LOCALE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: DISPLAY_TIME_ZONE }),
  medium: new Intl.DateTimeFormat(DISPLAY_LOCALE, { year: 'numeric', month: 'short', day: 'numeric', timeZone: DISPLAY_TIME_ZONE }),
};

/** The day of `value` (an ISO string, a timestamp or a Date) in UTC, en-US; null when there is no usable date. */
export function formatDate(value: string | number | Date | null | undefined, style: DateStyle = 'long'): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : FORMATS[style].format(date);
}
