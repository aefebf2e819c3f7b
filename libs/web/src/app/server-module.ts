// What a remote's server bundle (src/server.tsx, built by tools/webpack/server-bundle.js)
// exports for the shell's web server.
import type { ComponentType } from 'react';
import type { PublicUser } from '@bolo/contracts';
import type { AppStore } from '../store/store';

export interface RemoteServerModule {
  /** The same component the remote exposes to the browser as ./routes. */
  routes: ComponentType;
  /**
   * Puts into the store every answer the page at `url` shows on its first render (the
   * user is known already). Resolves when they have arrived; a failed answer is kept as
   * the error the page would show.
   */
  prefetch?: (url: URL, store: AppStore, user: { id: number } | null) => Promise<void>;
  /** Whether the server renders the page at `url` for this user (default: always); otherwise the browser does. */
  rendersOnServer?: (url: URL, user: PublicUser | null) => boolean;
}
