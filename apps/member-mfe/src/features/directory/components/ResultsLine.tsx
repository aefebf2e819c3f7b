import { DIRECTORY_MESSAGES } from '@bolo/contracts';
import type { ListFilters } from '../../../shared/lib/list-filters';
import { shownRange } from '../../../shared/lib/list-filters';
import '../../../shared/components/item-list.css';

/** 'Showing a-b of N items', the filters that produced them, and 'Last updated: Today'. */
export function ResultsLine({ page, limit, total, filters }: { page: number; limit: number; total: number; filters: ListFilters }) {
  const { from, to } = shownRange(page, limit, total);
  const search = filters.search.trim();
  return (
    <div className="results-line" data-testid="results-line">
      <p className="results-line__count" aria-live="polite">
        {DIRECTORY_MESSAGES.showingRange(from, to, total)}
        {filters.category ? (
          <>
            {' in '}
            <strong>{filters.category}</strong>
            {filters.subcategory ? (
              <>
                {' › '}
                <strong>{filters.subcategory}</strong>
              </>
            ) : null}
          </>
        ) : null}
        {search ? (
          <>
            {' matching '}
            <strong>&ldquo;{search}&rdquo;</strong>
          </>
        ) : null}
      </p>
      <p className="results-line__updated">{DIRECTORY_MESSAGES.lastUpdatedToday}</p>
    </div>
  );
}
