// The marketing remote's server bundle (tools/webpack/server-bundle.js): the shell's web
// server renders the public pages with it, loading each page's data from its definition.
import type { RemoteServerModule } from '@bolo/web';
import { MARKETING_PAGES } from './pages';
import MarketingRoutes from './routes';

const serverModule: RemoteServerModule = { routes: MarketingRoutes, pages: MARKETING_PAGES };
export const { routes, pages } = serverModule;
