// The member remote's server bundle (tools/webpack/server-bundle.js): the shell's web server
// renders a signed-in member's directory and item pages with it, from the session cookie,
// loading each page's data from its definition (pages.tsx).
import type { RemoteServerModule } from '@bolo/web';
import { MEMBER_PAGES } from './pages';
import MemberRoutes from './routes';

const serverModule: RemoteServerModule = { routes: MemberRoutes, pages: MEMBER_PAGES };
export const { routes, pages } = serverModule;
