import { useEffect } from 'react';
import { DIRECTORY_CACHE_FRESH_SECONDS, PREFETCH_DELAY_MS } from '@bolo/contracts';
import type { ItemListResponse } from '@bolo/contracts';
import type { DirectoryQueryArgs } from '../../../shared/lib/list-filters';
import { useDirectoryPrefetch } from '../api/directory-api';

/**
 * Spec member-side §7: when a page has more after it, the next page is fetched 200 ms after
 * this one arrives, so "Next" shows at once. The result only fills the cache (errors included:
 * nothing is shown for them).
 */
export function usePrefetchNextPage(args: DirectoryQueryArgs, current: ItemListResponse | undefined): void {
  const prefetch = useDirectoryPrefetch('getDirectoryItems', { ifOlderThan: DIRECTORY_CACHE_FRESH_SECONDS });
  const hasMore = current?.pagination.hasMore === true && current.pagination.page < current.pagination.totalPages;
  useEffect(() => {
    if (!hasMore) return;
    const timer = setTimeout(() => prefetch({ ...args, page: args.page + 1 }), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasMore, args, prefetch]);
}
