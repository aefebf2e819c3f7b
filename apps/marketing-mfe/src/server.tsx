// The marketing remote's server bundle (tools/webpack/server-bundle.js): the shell's web
// server renders the public pages with it, with the answers they show already in the store.
import { catalogueApi } from '@bolo/web';
import type { AppStore, RemoteServerModule } from '@bolo/web';
import { homeApi } from './features/home/api/home-api';
import MarketingRoutes from './routes';

async function prefetch(url: URL, store: AppStore): Promise<void> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const requests = [];
  // Both pages show the published item count; the home page also the masked preview.
  if (path === '/' || path === '/pricing') requests.push(store.dispatch(catalogueApi.endpoints.getBoloCount.initiate(undefined, { subscribe: false })));
  if (path === '/') requests.push(store.dispatch(homeApi.endpoints.getPreviewItems.initiate(undefined, { subscribe: false })));
  await Promise.all(requests);
}

const serverModule: RemoteServerModule = { routes: MarketingRoutes, prefetch };
export const { routes } = serverModule;
export { prefetch };
