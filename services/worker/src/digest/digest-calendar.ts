import type { Weekday } from '../config/worker-config';

/** The local weekday, hour and date of an instant in an IANA time zone. */
export function localTime(at: Date, timeZone: string): { weekday: Weekday; hour: number; year: number; month: number; day: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: 'numeric', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { weekday: parts.weekday.toLowerCase() as Weekday, hour: Number(parts.hour), year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The ISO 8601 week of a calendar date, as 2026-W48 (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday); // the Thursday of the same week decides its year
  const weekYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/**
 * Of the given zones, those where `at` falls in the digest's day and hour, and the ISO week of
 * that local day. The zones that match an instant all share the local date (they are at most 26
 * hours apart and on the same weekday), so one week key serves them all.
 */
export function zonesAtDigestTime(at: Date, zones: readonly string[], day: Weekday, hour: number): { zones: string[]; week: string | null } {
  let week: string | null = null;
  const matching = zones.filter((zone) => {
    const local = localTime(at, zone);
    if (local.weekday !== day || local.hour !== hour) return false;
    week ??= isoWeek(local.year, local.month, local.day);
    return true;
  });
  return { zones: matching, week };
}
