import { useState } from 'react';
import type { ListFilters } from '../../../shared/lib/list-filters';

/**
 * The filters of the list on screen. While new results load over old ones, the results line
 * keeps describing the old cards ("of 657 items") rather than the filters just chosen.
 */
export function useShownFilters<F extends ListFilters>(applied: F, resultsAreCurrent: boolean): F {
  const [shown, setShown] = useState(applied);
  // Adjusting state while rendering (React's pattern for "remember the last value that ...").
  if (resultsAreCurrent && shown !== applied) setShown(applied);
  return resultsAreCurrent ? applied : shown;
}
