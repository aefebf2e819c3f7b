// The member remote's server bundle (tools/webpack/server-bundle.js): the shell's web server
// renders a signed-in member's directory and item pages with it, from the session cookie.
import { DIRECTORY_PAGE_SIZE, parseItemId } from '@bolo/contracts';
import { catalogueApi } from '@bolo/web';
import type { AppStore, RemoteServerModule } from '@bolo/web';
import { commentsApi, commentsPageArgs } from './features/comments/api/comments-api';
import { directoryApi } from './features/directory/api/directory-api';
import { itemApi } from './features/item-detail/api/item-api';
import { listQueryArgs, readListFilters } from './shared/lib/list-filters';
import MemberRoutes from './routes';

async function prefetch(url: URL, store: AppStore, user: { id: number } | null): Promise<void> {
  // Visitors see the paywall or "sign in", which need no data.
  if (!user) return;
  const path = url.pathname.replace(/\/+$/, '');
  const once = { subscribe: false } as const;
  if (path === '/directory') {
    const args = listQueryArgs(readListFilters(url.search), DIRECTORY_PAGE_SIZE);
    await Promise.all([
      store.dispatch(directoryApi.endpoints.getDirectoryItems.initiate(args, once)),
      store.dispatch(catalogueApi.endpoints.getBoloCount.initiate(undefined, once)),
    ]);
    return;
  }
  const item = /^\/bolo\/([^/]+)$/.exec(path);
  const id = item ? parseItemId(decodeURIComponent(item[1])) : null;
  if (id === null) return;
  // The item and the first page of its comments (the query the page's comments block asks).
  await Promise.all([
    store.dispatch(itemApi.endpoints.getBoloItem.initiate(id, once)),
    store.dispatch(commentsApi.endpoints.getComments.initiate(commentsPageArgs(id), once)),
  ]);
}

const serverModule: RemoteServerModule = { routes: MemberRoutes, prefetch };
export const { routes } = serverModule;
export { prefetch };
