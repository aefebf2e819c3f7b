import { SavedSearchMatcher } from '@bolo/catalogue-search';
import { hasDirectoryAccess } from '@bolo/contracts';
import type { AlertsRepository, NewAlert } from '@bolo/db';

export interface AlertScanResult {
  /** New finds matched in this run. */
  finds: number;
  /** Saved searches asked (of members who still have directory access). */
  searches: number;
  /** Alerts recorded. */
  alerts: NewAlert[];
}

/**
 * One run of the alerts (issue 22): the finds published since the last run, matched against the
 * saved searches of members who still have directory access (contracts' rule; a lapsed member's
 * searches stay, silent, until they subscribe again), then recorded with the cursor moved.
 */
export async function scanNewFinds(repository: AlertsRepository, now = new Date()): Promise<AlertScanResult> {
  const { records, nextCursor } = await repository.newFinds();
  const matches: NewAlert[] = [];
  let searches = 0;
  if (records.length > 0) {
    for await (const batch of repository.searches()) {
      const allowed = batch.filter((search) => hasDirectoryAccess(search, now));
      searches += allowed.length;
      const owners = new Map(allowed.map((search) => [search.id, search.userId]));
      const matcher = new SavedSearchMatcher(allowed.map((search) => ({ id: search.id, filters: search.query })));
      for (const { searchId, itemId } of matcher.match(records)) matches.push({ searchId, itemId, userId: owners.get(searchId) as number });
    }
  }
  const alerts = await repository.record(matches, records.map((record) => record.id), nextCursor);
  return { finds: records.length, searches, alerts };
}
