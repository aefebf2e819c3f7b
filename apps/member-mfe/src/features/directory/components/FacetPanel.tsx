import { useId } from 'react';
import type { DirectoryFacets } from '@bolo/contracts';
import { followInApp } from '../../../shared/hooks/useListFilters';
import type { ListFiltersControl } from '../../../shared/hooks/useListFilters';
import type { DirectoryFilters } from '../../../shared/lib/list-filters';
import { facetGroups, itemCount } from '../lib/facets';
import type { FacetGroup, FacetOption } from '../lib/facets';
import './directory.css';

export interface FacetCounts {
  /** The counts of the last answer (shown, dimmed, while the next ones load). */
  data?: DirectoryFacets;
  /** The counts for the applied filters, once they have arrived. */
  currentData?: DirectoryFacets;
  isFetching: boolean;
}

/**
 * The facets (issue 20 item 1): every category, subcategory (within the chosen category),
 * platform, source, "buy under" and "profit at least" step with the number of items choosing it
 * gives. Options are links to that address, so they work before the app starts; the app handles
 * the click (applied at once, like a page). A panel of its own on wide screens; a collapsed
 * "Filters" disclosure on narrow ones (directory.css).
 */
export function FacetPanel({ filters, counts }: { filters: ListFiltersControl<DirectoryFilters>; counts: FacetCounts }) {
  const { draft, applied } = filters;
  // Subcategories are counted within the applied category: shown only for that one.
  const subcategoryCounted = counts.currentData !== undefined && draft.category === applied.category;
  const groups = facetGroups(draft, counts.data, subcategoryCounted);
  const chosen = groups.reduce((n, group) => n + group.options.filter((option) => option.chosen).length, 0);
  return (
    <details className="facets" data-testid="facets">
      <summary className="facets__summary">
        Filters
        {chosen > 0 ? <span className="facets__chosen"> ({chosen} chosen)</span> : null}
      </summary>
      <div className={`facets__body${counts.isFetching ? ' facets__body--stale' : ''}`} aria-busy={counts.isFetching || undefined} data-testid="facet-groups">
        <h2 className="visually-hidden">Filters</h2>
        {groups.map((group) => (
          <FacetGroupView key={group.key} group={group} filters={filters} />
        ))}
      </div>
    </details>
  );
}

function FacetGroupView({ group, filters }: { group: FacetGroup; filters: ListFiltersControl<DirectoryFilters> }) {
  const titleId = useId();
  return (
    <div className="facet" data-testid={`facet-${group.key}`}>
      <h3 className="facet__title" id={titleId}>
        {group.title}
      </h3>
      {/* Named by its heading for assistive technology's list of lists (a list is not a labelled form field). */}
      <ul className="facet__options" aria-describedby={titleId}>
        {group.options.map((option) => (
          <li key={option.value}>
            <FacetOptionView option={option} filters={filters} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FacetOptionView({ option, filters }: { option: FacetOption; filters: ListFiltersControl<DirectoryFilters> }) {
  // Read with its count: "eBay, 1,234 items"; the visible number is a shorthand for it.
  const name = option.count !== null ? `${option.label}, ${itemCount(option.count)}` : undefined;
  const content = (
    <>
      <span className="facet__check" aria-hidden="true" />
      <span className="facet__label">{option.label}</span>
      {option.count !== null ? (
        <span className="facet__count" aria-hidden="true">
          {option.count.toLocaleString('en-US')}
        </span>
      ) : null}
    </>
  );
  // Nothing to find there: not a link (a chosen option stays one, to take it out).
  if (option.count === 0 && !option.chosen) {
    return (
      <span className="facet__option facet__option--empty">
        {content}
        <span className="visually-hidden">, {itemCount(0)}</span>
      </span>
    );
  }
  return (
    <a
      className={`facet__option${option.chosen ? ' facet__option--chosen' : ''}`}
      href={filters.hrefFor(option.change)}
      aria-label={name}
      aria-current={option.chosen ? 'true' : undefined}
      onClick={followInApp(() => filters.apply(option.change))}
    >
      {content}
    </a>
  );
}
