import { useEffect } from 'react';

export const SITE_NAME = 'BOLO Directory';

/** Sets document.title to "{title} | BOLO Directory" while the page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
