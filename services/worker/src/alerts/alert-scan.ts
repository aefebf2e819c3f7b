import { SavedSearchMatcher } from '@bolo/catalogue-search';
import { hasDirectoryAccess } from '@bolo/contracts';
import type { AlertsRepository, NewAlert } from '@bolo/db';

export interface AlertScanResult {
  /** New finds matched in this run. */
  finds: number;
  /** Saved searches asked (of members who still have directory access). */
  searches: number;
  /** How many alerts were recorded. */
  recorded: number;
  /** The alerts recorded, unless the caller asked only for the count (a big import's would fill the heap). */
  alerts: NewAlert[];
}

/**
 * New finds matched and recorded at a time: a CSV import's 10,000 finds against 100,000 saved
 * searches can make millions of alerts, so they are written a slice at a time, never all held.
 */
export const FINDS_PER_SLICE = 250;

/**
 * One run of the alerts (issue 22): the finds published since the last run, matched against the
 * saved searches of members who still have directory access (contracts' rule; a lapsed member's
 * searches stay, silent, until they subscribe again). Each slice of finds is recorded with its
 * alerts in one transaction (marked matched, so a run that stops part way is resumed without
 * repeats), and the cursor moves at the end.
 */
export async function scanNewFinds(repository: AlertsRepository, now = new Date(), options: { keepAlerts?: boolean } = { keepAlerts: true }): Promise<AlertScanResult> {
  const { records, nextCursor } = await repository.newFinds();
  const matchers: Array<{ matcher: SavedSearchMatcher; owners: Map<number, number> }> = [];
  let searches = 0;
  if (records.length > 0) {
    for await (const batch of repository.searches()) {
      const allowed = batch.filter((search) => hasDirectoryAccess(search, now));
      searches += allowed.length;
      const owners = new Map(allowed.map((search) => [search.id, search.userId]));
      matchers.push({ matcher: new SavedSearchMatcher(allowed.map((search) => ({ id: search.id, filters: search.query }))), owners });
    }
  }
  const alerts: NewAlert[] = [];
  let recorded = 0;
  for (let start = 0; start < records.length; start += FINDS_PER_SLICE) {
    const slice = records.slice(start, start + FINDS_PER_SLICE);
    const matches: NewAlert[] = [];
    for (const { matcher, owners } of matchers) {
      for (const { searchId, itemId } of matcher.match(slice)) matches.push({ searchId, itemId, userId: owners.get(searchId) as number });
    }
    const added = await repository.record(matches, slice.map((record) => record.id), null);
    recorded += added.length;
    if (options.keepAlerts !== false) alerts.push(...added);
  }
  await repository.record([], [], nextCursor);
  return { finds: records.length, searches, recorded, alerts };
}
