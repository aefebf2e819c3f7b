import { useId } from 'react';
import { FEE_PLATFORM_NAMES, PLATFORMS } from '@bolo/contracts';
import { Button } from '@bolo/web';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import type { ListFiltersControl } from '../../../shared/hooks/useListFilters';
import { shownSort, withNetOn, withSort } from '../../../shared/lib/list-filters';
import type { DirectoryFilters } from '../../../shared/lib/list-filters';
import './directory.css';

/** This form's own fields; the list's filters travel as hidden fields. */
const OWN_FIELDS = ['sort', 'netOn'] as const;

/**
 * "Sort by" and "Show net profit on" (issue 20 items 3 and 5). Selects, so they apply after the
 * filters' pause, like the category. Before the app starts it is a plain GET form with an Apply
 * button that keeps the current filters.
 */
export function SortBar({ filters }: { filters: ListFiltersControl<DirectoryFilters> }) {
  const id = useId();
  const hydrated = useHydrated();
  const { draft } = filters;
  const netName = draft.netOn ? FEE_PLATFORM_NAMES[draft.netOn] : null;
  return (
    <form className="sort-bar" method="get" aria-label="Order of the results" onSubmit={(event) => event.preventDefault()}>
      <div className="field sort-bar__field">
        <label className="field__label" htmlFor={`${id}-sort`}>
          Sort by
        </label>
        <select id={`${id}-sort`} className="select" name="sort" value={shownSort(draft)} onChange={(event) => filters.change((f) => withSort(f, event.target.value))}>
          {/* Relevance only means something for a search (and is its default). */}
          {draft.search.trim() ? <option value="relevance">Relevance</option> : null}
          <option value="newest">Newest</option>
          <option value="profit">Highest estimated profit</option>
          <option value="roi">Best ROI</option>
          <option value="sold">Highest sold price</option>
          <option value="net">{netName ? `Best net profit on ${netName}` : 'Best net profit on …'}</option>
        </select>
      </div>
      <div className="field sort-bar__field">
        <label className="field__label" htmlFor={`${id}-net-on`}>
          Show net profit on
        </label>
        <select id={`${id}-net-on`} className="select" name="netOn" value={draft.netOn} onChange={(event) => filters.change((f) => withNetOn(f, event.target.value))}>
          <option value="">No platform (estimated profit)</option>
          {PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {FEE_PLATFORM_NAMES[platform]}
            </option>
          ))}
        </select>
      </div>
      {filters.keptParams(OWN_FIELDS).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? null : (
        <div className="sort-bar__apply">
          <Button type="submit" variant="outline">
            Apply sort
          </Button>
        </div>
      )}
    </form>
  );
}
