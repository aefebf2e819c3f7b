import { lazy } from 'react';
import { SERVER_QUERY, catalogueApi } from '@bolo/web';
import type { PageDefinition } from '@bolo/web';

const PricingPage = lazy(() => import('./components/PricingPage'));

export const pricingPages: PageDefinition[] = [
  {
    path: '/pricing',
    page: PricingPage,
    data: () => [catalogueApi.endpoints.getBoloCount.initiate(undefined, SERVER_QUERY)],
    head: {
      title: 'Pricing',
      description: 'Join BOLO Directory: $19 a month or $180 a year for the full directory of profitable resale finds. Cancel anytime, 30-day money-back guarantee.',
    },
    sitemap: true,
  },
];
