import { useCallback, useMemo } from 'react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@bolo/web';
import { DIRECTORY_PATH, backTarget } from '../../../shared/lib/item-links';

export interface BackNavigation {
  label: string;
  /** A real address for the link (new tab, copy link), even when the click goes back in history. */
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The Back to Directory / Back to My BOLOs control of the detail page (spec member-side §2). */
export function useBackNavigation(): BackNavigation {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const target = useMemo(() => backTarget(params.get('returnTo'), state), [params, state]);
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      // Modified clicks (new tab / window) keep the link's own behaviour.
      if (target.kind !== 'history' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(-1);
    },
    [navigate, target.kind],
  );
  return { label: target.label, href: target.kind === 'path' ? target.to : DIRECTORY_PATH, onClick };
}
