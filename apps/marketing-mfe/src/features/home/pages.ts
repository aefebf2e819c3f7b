import { SERVER_QUERY, catalogueApi } from '@bolo/web';
import type { PageDefinition } from '@bolo/web';
import { previewApi } from '../../shared/api/preview-api';
import { HomePage } from './components/HomePage';

export const homePages: PageDefinition[] = [
  {
    path: '/',
    // Not lazy: the first screen of most visits.
    page: HomePage,
    // The published item count and the masked preview (never the paid content).
    data: () => [catalogueApi.endpoints.getBoloCount.initiate(undefined, SERVER_QUERY), previewApi.endpoints.getPreviewItems.initiate(undefined, SERVER_QUERY)],
    head: {
      title: 'Profitable Reselling Finds, Updated Weekly',
      description:
        'BOLO Directory is a members-only directory of profitable thrift and retail finds for resellers on eBay, Mercari and Poshmark, with buy prices, sold ranges and profit estimates, updated weekly.',
    },
    sitemap: true,
  },
];
