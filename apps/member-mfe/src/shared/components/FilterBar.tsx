import { useId } from 'react';
import { CATEGORIES, MAX_SEARCH_LENGTH, SUBCATEGORIES } from '@bolo/contracts';
import { Button } from '@bolo/web';
import type { ListFiltersControl } from '../hooks/useListFilters';
import './item-list.css';

export interface FilterBarProps {
  filters: ListFiltersControl;
  searchPlaceholder: string;
  /** Accessible name of the search landmark, e.g. 'Filter the directory'. */
  label: string;
}

/** Search box, category and subcategory selects and Clear Filters (spec member-side §2). */
export function FilterBar({ filters, searchPlaceholder, label }: FilterBarProps) {
  const id = useId();
  const { draft } = filters;
  const subcategories = draft.category ? SUBCATEGORIES[draft.category] : [];
  return (
    <form className="filter-bar" role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <div className="field filter-bar__search">
        <label className="field__label" htmlFor={`${id}-search`}>
          Search
        </label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
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
        <select id={`${id}-category`} className="select" value={draft.category} onChange={(event) => filters.setCategory(event.target.value)}>
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
      <div className="filter-bar__clear">
        <Button variant="outline" onClick={filters.clear} disabled={!filters.hasActiveFilters && draft.page === 1}>
          Clear Filters
        </Button>
      </div>
    </form>
  );
}
