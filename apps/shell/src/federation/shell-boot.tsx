// What the shell knows before its first render: the remotes table and the routed remote's
// ./routes module when it is already loaded (the server render, or the browser after its
// boot-time load). With both given, the routed area renders at once: no loading screen,
// no Suspense reveal delay, and a hydration that matches the server's markup.
import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import type { RemoteName, RemoteTable } from './remote-routing';

export type RoutesModule = { default: ComponentType };

export interface ShellBoot {
  table: RemoteTable | null;
  routes: Partial<Record<RemoteName, RoutesModule>>;
}

const ShellBootContext = createContext<ShellBoot>({ table: null, routes: {} });

export const ShellBootProvider = ShellBootContext.Provider;

export function useShellBoot(): ShellBoot {
  return useContext(ShellBootContext);
}
