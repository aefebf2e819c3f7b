import type { ReactNode } from 'react';
import { DIRECTORY_MESSAGES } from '@bolo/contracts';
import './item-list.css';

/**
 * Responsive card grid (1 to 4 columns). While new results load over old ones (`updating`)
 * it shows the 'Updating results...' banner and dims the old cards. Children are the <li> elements.
 */
export function ItemGrid({ children, updating, label }: { children: ReactNode; updating?: boolean; label: string }) {
  return (
    <div className="item-grid-area">
      {/* Takes no room: the banner floats over the old cards (item-list.css), nothing moves. A
          live region that is always there, so the message is announced when it appears. */}
      <div className="updating-banner-anchor" role="status">
        {updating ? (
          <p className="updating-banner" data-testid="updating-banner">
            <span className="spinner updating-banner__spinner" aria-hidden="true" />
            {DIRECTORY_MESSAGES.updatingResults}
          </p>
        ) : null}
      </div>
      <ul className={`item-grid${updating ? ' item-grid--stale' : ''}`} aria-label={label} aria-busy={updating || undefined}>
        {children}
      </ul>
    </div>
  );
}
