import { lazy } from 'react';
import type { PageDefinition, PageHead } from '@bolo/web';

const HelpCenterPage = lazy(() => import('./components/HelpCenterPage'));

// One page at two addresses (spec admin-side §2); search engines are pointed at /help-center.
const head: PageHead = {
  title: 'Help Center',
  description: 'Answers about BOLO Directory plans and billing, cancelling, refunds, saving and proposing BOLOs, comments and your account. Search or contact support.',
  canonical: '/help-center',
};

export const helpPages: PageDefinition[] = [
  { path: '/help-center', page: HelpCenterPage, head, sitemap: true },
  // Not in the sitemap: a sitemap lists canonical addresses only, and this one's is /help-center.
  { path: '/help', page: HelpCenterPage, head },
];
