// The admin remote's server bundle (tools/webpack/server-bundle.js): only the door of the back
// office, so visitors and members get Access Denied in the first HTML with its status (401 or
// 403). An admin's back office (antd) is rendered in the browser: it is never in this bundle.
import { isAdmin } from '@bolo/contracts';
import type { RemoteServerModule } from '@bolo/web';
import { AdminGate } from './shared/access/AdminGate';

const closed = () => null;

function AdminDoor() {
  return <AdminGate admin={closed} />;
}

const serverModule: RemoteServerModule = { routes: AdminDoor, rendersOnServer: (_url, user) => !isAdmin(user) };
export const { routes, rendersOnServer } = serverModule;
