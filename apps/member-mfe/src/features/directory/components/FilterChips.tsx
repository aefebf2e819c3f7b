import { followInApp } from '../../../shared/hooks/useListFilters';
import type { ListFiltersControl } from '../../../shared/hooks/useListFilters';
import type { DirectoryFilters } from '../../../shared/lib/list-filters';
import { filterChips } from '../lib/facets';
import './directory.css';

/**
 * The active filters as chips (issue 20 item 2), each a link to the same list without it
 * ("Remove filter: eBay"); the app handles the click at once. Clear Filters stays in the filter bar.
 */
export function FilterChips({ filters }: { filters: ListFiltersControl<DirectoryFilters> }) {
  const chips = filterChips(filters.draft);
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label="Active filters" data-testid="filter-chips">
      {chips.map((chip) => (
        <li key={chip.key}>
          <a className="stat-chip filter-chip" href={filters.hrefFor(chip.remove)} aria-label={`Remove filter: ${chip.label}`} onClick={followInApp(() => filters.apply(chip.remove))}>
            {chip.label}
            <span className="filter-chip__remove" aria-hidden="true">
              ×
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
