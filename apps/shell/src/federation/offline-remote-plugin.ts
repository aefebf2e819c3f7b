// Federation runtime plugin (the page itself preloads the routed remote's manifest: server-render/page-html.ts).
// A remote that cannot be loaded turns into a module
// whose component throws RemoteUnavailableError when rendered. The remote
// area's error boundary catches it and shows the in-page fallback with Retry.
//
// Runtime plugins run before sharing is initialised, so this file must not
// import React or any other shared package (it only uses plain functions).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-unavailable-error';

export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bolo-offline-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      // At 'afterResolve' (manifest fetch) a returned value would be taken for
      // the manifest itself (RUNTIME-013): let that error reach 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = String(id).split('/')[0];
      console.warn(`[federation] remote "${remote}" could not be loaded`, error);
      function RemoteUnavailable(): never {
        throw new RemoteUnavailableError(remote, error);
      }
      return () => ({ __esModule: true, default: RemoteUnavailable });
    },
  };
}
