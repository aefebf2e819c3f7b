// The marketing remote's pages (its route manifest, see PageDefinition in @bolo/web): the
// browser's routes (routes.tsx), the data and head of each page's first HTML, the addresses
// the shell routes here and the sitemap all come from this list. Each feature declares its
// own pages in features/<feature>/pages.ts; adding a page touches only this remote.
import type { PageDefinition } from '@bolo/web';
import { blogPages } from './features/blog/pages';
import { contactPages } from './features/contact/pages';
import { helpPages } from './features/help/pages';
import { homePages } from './features/home/pages';
import { landingPages } from './features/landing/pages';
import { legalPages } from './features/legal/pages';
import { pricingPages } from './features/pricing/pages';
import { unsubscribePages } from './features/unsubscribe/pages';

export const MARKETING_PAGES: readonly PageDefinition[] = [
  ...homePages,
  ...landingPages,
  ...pricingPages,
  ...blogPages,
  ...helpPages,
  ...contactPages,
  ...legalPages,
  ...unsubscribePages,
];
