import { useEffect } from 'react';
import { documentTitle } from '../pages/page-definition';

/** Sets document.title to "{title} | BOLO Directory" while the page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title ?? '');
    return () => {
      document.title = previous;
    };
  }, [title]);
}
