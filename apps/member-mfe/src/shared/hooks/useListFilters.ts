// Filter state of a list page, kept in the address bar (spec member-side §4).
//
// `draft` is what the controls show; `applied` is what is requested. Typing or choosing in a
// select changes the draft at once and the applied filters after the pause; a page change alone
// applies at once, and so does a click on a facet, a chip or "Did you mean" (`apply`: an
// explicit choice, like a page). The address follows the applied filters once their results are
// on screen (useFiltersInAddress), so the address, the cards and each card's returnTo always
// describe the same list. It is replaced, never pushed, so filtering adds no history entries; an
// address changed from outside (a nav link, back/forward) replaces both.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from '@bolo/web';
import { applyDelayMs, hasActiveFilters, keptParams, sameListFilters, withCategory, withPage, withSearch, withSubcategory } from '../lib/list-filters';
import type { FilterDelays, ListAddress, ListFilters } from '../lib/list-filters';

export interface ListFiltersControl<F extends ListFilters = ListFilters> {
  draft: F;
  applied: F;
  /** True while a change waits for its pause. */
  isPending: boolean;
  hasActiveFilters: boolean;
  setSearch: (search: string) => void;
  setCategory: (category: string) => void;
  setSubcategory: (subcategory: string) => void;
  setPage: (page: number) => void;
  /** Changes the draft; it is requested after the pause of the fields that changed (applyDelayMs). */
  change: (change: (draft: F) => F) => void;
  /** Changes the draft and requests it at once (a facet, a chip, a suggestion). */
  apply: (change: (draft: F) => F) => void;
  clear: () => void;
  /** The address Clear Filters leads to (its href before the app starts). */
  clearHref: string;
  /** The address of the list after `change` (the href of a link that makes it, for a click before the app starts). */
  hrefFor: (change: (draft: F) => F) => string;
  /** The address parameters a form must carry as hidden fields, its own fields and the page left out (see keptParams). */
  keptParams: (own: readonly string[]) => Array<[string, string]>;
  /** Replaces the address with these filters (see useFiltersInAddress). */
  writeAddress: (filters: F) => void;
}

interface FilterState<F> {
  draft: F;
  applied: F;
}

export function useListFilters<F extends ListFilters>(address: ListAddress<F>, delays: FilterDelays): ListFiltersControl<F> {
  const location = useLocation();
  const navigate = useNavigate();
  const { codec, normalize } = address;
  const [state, setState] = useState<FilterState<F>>(() => {
    const filters = codec.read(location.search);
    return { draft: filters, applied: filters };
  });

  // The last query string this hook wrote (or accepted), to tell our own replaces from outside changes.
  const lastSearch = useRef(location.search);
  const latestLocation = useRef(location);
  const latestState = useRef(state);
  // Applied filters that an outside address change made obsolete: never written back.
  const overridden = useRef<F | null>(null);
  useLayoutEffect(() => {
    latestLocation.current = location;
    latestState.current = state;
  });

  useEffect(() => {
    if (location.search === lastSearch.current) return;
    lastSearch.current = location.search;
    const filters = codec.read(location.search);
    const current = latestState.current;
    if (sameListFilters(current.applied, filters) && sameListFilters(current.draft, filters)) return;
    overridden.current = current.applied;
    setState({ draft: filters, applied: filters });
  }, [location.search, codec]);

  const writeAddress = useCallback(
    (filters: F) => {
      const current = latestLocation.current;
      if (filters === overridden.current || current.search !== lastSearch.current) return;
      const search = codec.write(filters, current.search);
      if (search === current.search) return;
      lastSearch.current = search;
      navigate({ pathname: current.pathname, search, hash: current.hash }, { replace: true, state: current.state });
    },
    [navigate, codec],
  );

  const { searchMs, selectMs } = delays;

  // Draft -> applied after the pause; every new keystroke restarts it.
  useEffect(() => {
    const delay = applyDelayMs(state.draft, state.applied, { searchMs, selectMs });
    if (delay === null) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, applied: current.draft })), delay);
    return () => clearTimeout(timer);
  }, [state.draft, state.applied, searchMs, selectMs]);

  const change = useCallback(
    (transition: (draft: F) => F) => {
      setState((current) => {
        const next = transition(current.draft);
        if (next === current.draft) return current;
        const draft = normalize(next);
        // Nothing to wait for (a page change alone): apply in the same render.
        const applied = applyDelayMs(draft, current.applied, { searchMs, selectMs }) === 0 ? draft : current.applied;
        return { draft, applied };
      });
    },
    [normalize, searchMs, selectMs],
  );

  const apply = useCallback(
    (transition: (draft: F) => F) => {
      setState((current) => {
        const draft = normalize(transition(current.draft));
        return sameListFilters(draft, current.draft) && sameListFilters(draft, current.applied) ? current : { draft, applied: draft };
      });
    },
    [normalize],
  );

  const setSearch = useCallback((search: string) => change((draft) => withSearch(draft, search)), [change]);
  const setCategory = useCallback((category: string) => change((draft) => withCategory(draft, category)), [change]);
  const setSubcategory = useCallback((subcategory: string) => change((draft) => withSubcategory(draft, subcategory)), [change]);
  const setPage = useCallback((page: number) => change((draft) => withPage(draft, page)), [change]);
  // An explicit action: nothing to wait for.
  const clear = useCallback(() => apply((draft) => address.cleared(draft)), [apply, address]);

  const { pathname, search } = location;
  const hrefFor = useCallback((transition: (draft: F) => F) => `${pathname}${codec.write(normalize(transition(state.draft)), search)}`, [pathname, search, codec, normalize, state.draft]);
  const clearHref = useMemo(() => hrefFor((draft) => address.cleared(draft)), [hrefFor, address]);
  const kept = useCallback((own: readonly string[]) => keptParams(address, state.draft, search, own), [address, state.draft, search]);

  return useMemo(
    () => ({
      draft: state.draft,
      applied: state.applied,
      isPending: !sameListFilters(state.draft, state.applied),
      hasActiveFilters: hasActiveFilters(address, state.draft),
      setSearch,
      setCategory,
      setSubcategory,
      setPage,
      change,
      apply,
      clear,
      clearHref,
      hrefFor,
      keptParams: kept,
      writeAddress,
    }),
    [state, address, setSearch, setCategory, setSubcategory, setPage, change, apply, clear, clearHref, hrefFor, kept, writeAddress],
  );
}

/**
 * Puts the applied filters in the address once `ready`: when the list for them has arrived
 * (or failed), not while the old cards are still shown.
 */
export function useFiltersInAddress<F extends ListFilters>(filters: ListFiltersControl<F>, ready: boolean): void {
  const { applied, writeAddress } = filters;
  useEffect(() => {
    if (ready) writeAddress(applied);
  }, [applied, ready, writeAddress]);
}

/**
 * A plain left click on a filter link is handled by the app (`onFollow`) instead of loading the
 * address; a click with a modifier (new tab, new window) is left to the browser.
 */
export function followInApp(onFollow: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow();
  };
}
