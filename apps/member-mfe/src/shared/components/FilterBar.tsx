import { useId } from 'react';
import { CATEGORIES, MAX_SEARCH_LENGTH, SUBCATEGORIES } from '@bolo/contracts';
import { Button, buttonClassName } from '@bolo/web';
import { useHydrated } from '../hooks/useHydrated';
import { followInApp } from '../hooks/useListFilters';
import type { ListFiltersControl } from '../hooks/useListFilters';
import type { ListFilters } from '../lib/list-filters';
import './item-list.css';

export interface FilterBarProps<F extends ListFilters> {
  filters: ListFiltersControl<F>;
  searchPlaceholder: string;
  /** Accessible name of the search landmark, e.g. 'Filter the directory'. */
  label: string;
}

/** This form's own fields; the list's other filters travel as hidden fields. */
const OWN_FIELDS = ['search', 'category', 'subcategory'] as const;

/**
 * Search box, category and subcategory selects and Clear Filters (spec member-side §2).
 * Before the app starts (or without scripts) it is a plain GET form with an Apply button, and
 * Clear Filters a link: the server renders the list the address names.
 */
export function FilterBar<F extends ListFilters>({ filters, searchPlaceholder, label }: FilterBarProps<F>) {
  const id = useId();
  const hydrated = useHydrated();
  const { draft } = filters;
  const subcategories = draft.category ? SUBCATEGORIES[draft.category] : [];
  const canClear = filters.hasActiveFilters || draft.page !== 1;
  return (
    <form className="filter-bar" role="search" aria-label={label} method="get" onSubmit={(event) => event.preventDefault()}>
      <div className="field filter-bar__search">
        <label className="field__label" htmlFor={`${id}-search`}>
          Search
        </label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          name="search"
          value={draft.search}
          placeholder={searchPlaceholder}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          onChange={(event) => filters.setSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <select id={`${id}-category`} className="select" name="category" value={draft.category} onChange={(event) => filters.setCategory(event.target.value)}>
          <option value="">All Categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-subcategory`}>
          Subcategory
        </label>
        <select
          id={`${id}-subcategory`}
          className="select"
          name="subcategory"
          value={draft.subcategory}
          disabled={!draft.category}
          onChange={(event) => filters.setSubcategory(event.target.value)}
        >
          <option value="">{draft.category ? 'All Subcategories' : 'Choose a category first'}</option>
          {subcategories.map((subcategory) => (
            <option key={subcategory} value={subcategory}>
              {subcategory}
            </option>
          ))}
        </select>
      </div>
      {filters.keptParams(OWN_FIELDS).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="filter-bar__clear">
        {hydrated ? null : <Button type="submit">Apply filters</Button>}
        {canClear ? (
          <a href={filters.clearHref} className={buttonClassName({ variant: 'outline' })} onClick={followInApp(filters.clear)}>
            Clear Filters
          </a>
        ) : (
          <Button variant="outline" disabled>
            Clear Filters
          </Button>
        )}
      </div>
    </form>
  );
}
