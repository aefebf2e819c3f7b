import { isTimeZone } from '@bolo/contracts';

/**
 * The reader's IANA time zone as the browser reports it, or null when it names none the server
 * would take. Only for what is sent to the server (the weekly digest's hour), never for what a
 * page shows: pages show dates in UTC (dates.ts).
 */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}
