import { DIRECTORY_MESSAGES } from '@bolo/contracts';

/** A number as wide as most counts, kept in place (invisibly) until the real one arrives. */
const PENDING_COUNT = '0,000';

/**
 * Title, the number of active items (GET /api/bolo-items/count) and the weekly-updates promise.
 * `count` is undefined while the number is on its way (its chip keeps its place) and null when
 * there is none to show.
 */
export function DirectoryHeader({ count }: { count: number | null | undefined }) {
  return (
    <header className="member-page__header">
      <div>
        <h1 className="member-page__title">BOLO Directory</h1>
        <p className="member-page__lead">Researched thrift and retail finds with buy prices, sold ranges and profit estimates.</p>
      </div>
      <ul className="member-page__stats" aria-label="Directory facts">
        {count === undefined ? (
          <li className="stat-chip stat-chip--pending" aria-hidden="true" data-testid="directory-count-pending">
            <strong>{PENDING_COUNT}</strong> Active Items
          </li>
        ) : count !== null ? (
          <li className="stat-chip" data-testid="directory-count">
            <strong>{count.toLocaleString('en-US')}</strong> Active {count === 1 ? 'Item' : 'Items'}
          </li>
        ) : null}
        <li className="stat-chip stat-chip--accent">{DIRECTORY_MESSAGES.weeklyUpdates}</li>
      </ul>
    </header>
  );
}
