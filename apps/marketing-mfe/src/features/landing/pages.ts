import { lazy } from 'react';
import { SERVER_QUERY, catalogueApi } from '@bolo/web';
import type { PageDefinition, RootState } from '@bolo/web';
import { previewApi } from '../../shared/api/preview-api';
import { itemListJsonLd } from './lib/item-list-json-ld';

const LandingPage = lazy(() => import('./components/LandingPage'));
// Spec admin-side §2: the /lp page is loaded lazily.
const WhatSellsOnEbayPage = lazy(() => import('./components/WhatSellsOnEbayPage'));

// The item count and the masked preview (never the paid content): what both pages show first.
const data = () => [catalogueApi.endpoints.getBoloCount.initiate(undefined, SERVER_QUERY), previewApi.endpoints.getPreviewItems.initiate(undefined, SERVER_QUERY)];

const previewOf = (state: RootState) => previewApi.endpoints.getPreviewItems.select()(state).data ?? [];

export const landingPages: PageDefinition[] = [
  {
    path: '/landing',
    page: LandingPage,
    data,
    head: ({ state }) => ({
      title: 'Find Profitable Items to Resell',
      description: 'Researched thrift and retail finds that resell for a profit on eBay, Mercari and Poshmark: buy prices, sold ranges and where to list, updated weekly.',
      jsonLd: [itemListJsonLd(previewOf(state), 'Profitable resale finds in BOLO Directory')],
    }),
    sitemap: true,
  },
  {
    path: '/lp/what-sells-on-ebay',
    page: WhatSellsOnEbayPage,
    data,
    head: ({ state }) => ({
      title: 'What Sells on eBay: Categories and Finds That Flip',
      description: 'What sells on eBay and how to spot it: the ten categories resellers flip for profit, sold-listing research and sourcing tips for thrift and retail finds.',
      type: 'article',
      jsonLd: [itemListJsonLd(previewOf(state), 'Finds that sell on eBay, from BOLO Directory')],
    }),
    sitemap: true,
  },
];
