// Filter state of a list page, kept in the address bar (spec member-side §4).
//
// `draft` is what the controls show; `applied` is what is requested. Typing or choosing a
// filter changes the draft at once and the applied filters after the pause; a page change
// alone applies at once. The address follows the applied filters once their results are on
// screen (useFiltersInAddress), so the address, the cards and each card's returnTo always
// describe the same list. It is replaced, never pushed, so filtering adds no history
// entries; an address changed from outside (a nav link, back/forward) replaces both.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@bolo/web';
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
  /** Replaces the address with these filters (see useFiltersInAddress). */
  writeAddress: (filters: ListFilters) => void;
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
  const latestState = useRef(state);
  // Applied filters that an outside address change made obsolete: never written back.
  const overridden = useRef<ListFilters | null>(null);
  useLayoutEffect(() => {
    latestLocation.current = location;
    latestState.current = state;
  });

  useEffect(() => {
    if (location.search === lastSearch.current) return;
    lastSearch.current = location.search;
    const filters = readListFilters(location.search);
    const current = latestState.current;
    if (sameListFilters(current.applied, filters) && sameListFilters(current.draft, filters)) return;
    overridden.current = current.applied;
    setState({ draft: filters, applied: filters });
  }, [location.search]);

  const writeAddress = useCallback(
    (filters: ListFilters) => {
      const current = latestLocation.current;
      if (filters === overridden.current || current.search !== lastSearch.current) return;
      const search = writeListFilters(filters, current.search);
      if (search === current.search) return;
      lastSearch.current = search;
      navigate({ pathname: current.pathname, search, hash: current.hash }, { replace: true, state: current.state });
    },
    [navigate],
  );

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
      writeAddress,
    }),
    [state, setSearch, setCategory, setSubcategory, setPage, clear, writeAddress],
  );
}

/**
 * Puts the applied filters in the address once `ready`: when the list for them has arrived
 * (or failed), not while the old cards are still shown.
 */
export function useFiltersInAddress(filters: ListFiltersControl, ready: boolean): void {
  const { applied, writeAddress } = filters;
  useEffect(() => {
    if (ready) writeAddress(applied);
  }, [applied, ready, writeAddress]);
}
