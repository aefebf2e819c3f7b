import { MESSAGES } from '@bolo/contracts';

/** Title, the number of active items (GET /api/bolo-items/count) and the weekly-updates promise. */
export function DirectoryHeader({ count }: { count: number | null }) {
  return (
    <header className="member-page__header">
      <div>
        <h1 className="member-page__title">BOLO Directory</h1>
        <p className="member-page__lead">Researched thrift and retail finds with buy prices, sold ranges and profit estimates.</p>
      </div>
      <ul className="member-page__stats" aria-label="Directory facts">
        {count !== null ? (
          <li className="stat-chip" data-testid="directory-count">
            <strong>{count.toLocaleString('en-US')}</strong> Active {count === 1 ? 'Item' : 'Items'}
          </li>
        ) : null}
        <li className="stat-chip stat-chip--accent">{MESSAGES.directory.weeklyUpdates}</li>
      </ul>
    </header>
  );
}
