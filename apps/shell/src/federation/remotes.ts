// How a remote's routes are loaded at run time. Remote addresses come from
// /remotes.json (per environment), so a team can redeploy its remote without
// rebuilding the shell.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { loadedRemoteTable, readRemoteTable, remoteForPath } from './remote-routing';
import type { RemoteName } from './remote-routing';
import type { RoutesModule } from './shell-boot';

let registration: Promise<void> | null = null;

/** Registers the remotes listed in /remotes.json (again after a failure). */
export function ensureRemotesRegistered(): Promise<void> {
  if (!registration) {
    registration = readRemoteTable()
      .then((table) => {
        registerRemotes(
          Object.entries(table).map(([name, { manifest }]) => ({ name, entry: manifest })),
          { force: true },
        );
      })
      .catch((error: unknown) => {
        registration = null;
        throw error;
      });
  }
  return registration;
}

const firstLoads = new Map<RemoteName, Promise<RoutesModule>>();

async function importRoutes(remote: RemoteName): Promise<RoutesModule> {
  try {
    await ensureRemotesRegistered();
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  const module = await loadRemote<RoutesModule>(`${remote}/routes`);
  if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(remote);
  return module;
}

/**
 * The remote's `./routes` module. The first call is shared (so the boot-time
 * preload is reused); `fresh` forces a new attempt for Retry.
 */
export function loadRemoteRoutes(remote: RemoteName, fresh = false): Promise<RoutesModule> {
  const existing = firstLoads.get(remote);
  if (existing && !fresh) return existing;
  const attempt = importRoutes(remote);
  firstLoads.set(remote, attempt);
  attempt.catch(() => {
    if (firstLoads.get(remote) === attempt) firstLoads.delete(remote);
  });
  return attempt;
}

/** Starts loading the remote for this address (call once the remotes are registered). */
export function preloadRemoteFor(pathname: string): void {
  const table = loadedRemoteTable();
  const remote = table ? remoteForPath(pathname, table) : null;
  if (remote) loadRemoteRoutes(remote).catch(() => undefined);
}
