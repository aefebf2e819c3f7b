// What a remote's server bundle (src/server.tsx, built by tools/webpack/server-bundle.js)
// exports for the shell's web server.
import type { ComponentType } from 'react';
import type { PublicUser } from '@bolo/contracts';
import type { PageDefinition } from '../pages/page-definition';

export interface RemoteServerModule {
  /** The same component the remote exposes to the browser as ./routes. */
  routes: ComponentType;
  /**
   * The remote's pages (src/pages.ts): the shell's server learns from them which addresses
   * the remote serves, the answers to load before rendering, each page's head and the
   * sitemap, at run time, so a redeployed remote can add a page without a shell release.
   */
  pages: readonly PageDefinition[];
  /** Whether the server renders the page at `url` for this user (default: always); otherwise the browser does. */
  rendersOnServer?: (url: URL, user: PublicUser | null) => boolean;
}
