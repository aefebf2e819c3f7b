// Filter state of a list page, kept in the address bar (spec member-side §4).
//
// `draft` is what the controls show; `applied` is what is requested and written to the
// address. Typing or choosing a filter changes the draft at once and the applied filters
// after the pause; a page change alone applies at once. The address is replaced, never
// pushed, so filtering adds no history entries; an address changed from outside (a nav
// link, back/forward) replaces both.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  NO_FILTERS,
  applyDelayMs,
  hasActiveFilters,
  readListFilters,
  sameListFilters,
  withCategory,
  withPage,
  withSearch,
  withSubcategory,
  writeListFilters,
} from '../lib/list-filters';
import type { FilterDelays, ListFilters } from '../lib/list-filters';

export interface ListFiltersControl {
  draft: ListFilters;
  applied: ListFilters;
  /** True while a change waits for its pause. */
  isPending: boolean;
  hasActiveFilters: boolean;
  setSearch: (search: string) => void;
  setCategory: (category: string) => void;
  setSubcategory: (subcategory: string) => void;
  setPage: (page: number) => void;
  clear: () => void;
}

interface FilterState {
  draft: ListFilters;
  applied: ListFilters;
}

export function useListFilters(delays: FilterDelays): ListFiltersControl {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<FilterState>(() => {
    const filters = readListFilters(location.search);
    return { draft: filters, applied: filters };
  });

  // The last query string this hook wrote (or accepted), to tell our own replaces from outside changes.
  const lastSearch = useRef(location.search);
  const latestLocation = useRef(location);
  useLayoutEffect(() => {
    latestLocation.current = location;
  });

  useEffect(() => {
    if (location.search === lastSearch.current) return;
    lastSearch.current = location.search;
    const filters = readListFilters(location.search);
    setState((current) =>
      sameListFilters(current.applied, filters) && sameListFilters(current.draft, filters) ? current : { draft: filters, applied: filters },
    );
  }, [location.search]);

  // Applied filters -> address (replace). Depends on `applied` only: reading the location
  // from a ref keeps an outside address change from being overwritten with the old filters.
  useEffect(() => {
    const current = latestLocation.current;
    const search = writeListFilters(state.applied, current.search);
    if (search === current.search) return;
    lastSearch.current = search;
    navigate({ pathname: current.pathname, search, hash: current.hash }, { replace: true, state: current.state });
  }, [state.applied, navigate]);

  const { searchMs, selectMs } = delays;

  // Draft -> applied after the pause; every new keystroke restarts it.
  useEffect(() => {
    const delay = applyDelayMs(state.draft, state.applied, { searchMs, selectMs });
    if (delay === null) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, applied: current.draft })), delay);
    return () => clearTimeout(timer);
  }, [state.draft, state.applied, searchMs, selectMs]);

  const update = useCallback(
    (change: (draft: ListFilters) => ListFilters) => {
      setState((current) => {
        const draft = change(current.draft);
        if (draft === current.draft) return current;
        // Nothing to wait for (a page change alone): apply in the same render.
        const applied = applyDelayMs(draft, current.applied, { searchMs, selectMs }) === 0 ? draft : current.applied;
        return { draft, applied };
      });
    },
    [searchMs, selectMs],
  );

  const setSearch = useCallback((search: string) => update((draft) => withSearch(draft, search)), [update]);
  const setCategory = useCallback((category: string) => update((draft) => withCategory(draft, category)), [update]);
  const setSubcategory = useCallback((subcategory: string) => update((draft) => withSubcategory(draft, subcategory)), [update]);
  const setPage = useCallback((page: number) => update((draft) => withPage(draft, page)), [update]);
  // An explicit action: nothing to wait for.
  const clear = useCallback(() => setState({ draft: { ...NO_FILTERS }, applied: { ...NO_FILTERS } }), []);

  return useMemo(
    () => ({
      draft: state.draft,
      applied: state.applied,
      isPending: !sameListFilters(state.draft, state.applied),
      hasActiveFilters: hasActiveFilters(state.draft),
      setSearch,
      setCategory,
      setSubcategory,
      setPage,
      clear,
    }),
    [state, setSearch, setCategory, setSubcategory, setPage, clear],
  );
}
