import { useCallback, useEffect, useState } from 'react';
import type { MouseEvent } from 'react';

/** Longest time the list waits for the detail page before showing itself again (a cancelled navigation). */
const GIVE_UP_MS = 3000;

export interface OpeningItem {
  opening: boolean;
  /** For a card link's onClick. */
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Router navigations run as React transitions, so after a card click the list (heading and
 * all) would stay on screen until the detail page commits. A plain click switches the list to
 * its loading state at once instead, as an immediate answer to the click. Clicks that open a
 * new tab or window leave the list alone.
 */
export function useOpeningItem(): OpeningItem {
  const [opening, setOpening] = useState(false);
  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(() => setOpening(false), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [opening]);
  const onOpen = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    setOpening(true);
  }, []);
  return { opening, onOpen };
}
