import { useEffect, useRef } from 'react';
import { useCountBlogPostViewMutation } from '../api/blog-api';

/**
 * Counts one view of the post once it is shown, once per mount of the page. Only the browser
 * counts: effects never run in the server's render (a crawler's or a cache's fetch of the
 * first HTML is not a reader).
 */
export function useCountPostView(slug: string, shown: boolean): void {
  const [countView] = useCountBlogPostViewMutation();
  // A ref, not state: StrictMode's second run of the effect (development) finds it set.
  const counted = useRef(false);
  useEffect(() => {
    if (!shown || counted.current) return;
    counted.current = true;
    void countView(slug);
  }, [shown, slug, countView]);
}
