// The admin remote's server bundle (tools/webpack/server-bundle.js): only the door of the back
// office, so visitors and members get Access Denied in the first HTML with its status (401 or
// 403). An admin's back office (antd) is rendered in the browser: it is never in this bundle.
// Its one page covers every address under /admin; the back office's own pages are listed in
// route-table.tsx (titles, access, quick links), which the browser renders.
import { isAdmin } from '@bolo/contracts';
import type { PageDefinition, RemoteServerModule } from '@bolo/web';
import { AdminGate } from './shared/access/AdminGate';
import { ADMIN_PATHS } from './shared/routing/paths';

const closed = () => null;

function AdminDoor() {
  return <AdminGate admin={closed} />;
}

const ADMIN_PAGES: PageDefinition[] = [{ path: `${ADMIN_PATHS.dashboard}/*`, page: AdminDoor, head: { title: 'Admin Panel' }, index: false }];

const serverModule: RemoteServerModule = { routes: AdminDoor, pages: ADMIN_PAGES, rendersOnServer: (_url, user) => !isAdmin(user) };
export const { routes, pages, rendersOnServer } = serverModule;
