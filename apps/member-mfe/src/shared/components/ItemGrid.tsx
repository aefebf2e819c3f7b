import type { ReactNode } from 'react';
import { MESSAGES } from '@bolo/contracts';
import './item-list.css';

/**
 * Responsive card grid (1 to 4 columns). While new results load over old ones (`updating`)
 * it shows the 'Updating results...' banner and dims the old cards. Children are the <li> elements.
 */
export function ItemGrid({ children, updating, label }: { children: ReactNode; updating?: boolean; label: string }) {
  return (
    <div className="item-grid-area">
      {updating ? (
        <p className="updating-banner" role="status" data-testid="updating-banner">
          <span className="spinner updating-banner__spinner" aria-hidden="true" />
          {MESSAGES.directory.updatingResults}
        </p>
      ) : null}
      <ul className={`item-grid${updating ? ' item-grid--stale' : ''}`} aria-label={label} aria-busy={updating || undefined}>
        {children}
      </ul>
    </div>
  );
}
