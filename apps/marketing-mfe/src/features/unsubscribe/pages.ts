import { lazy } from 'react';
import { SERVER_QUERY } from '@bolo/web';
import type { PageDefinition } from '@bolo/web';
import { unsubscribeApi } from './api/unsubscribe-api';
import { unsubscribeTokenOf } from './lib/unsubscribe-link';

const UnsubscribePage = lazy(() => import('./components/UnsubscribePage'));

export const unsubscribePages: PageDefinition[] = [
  {
    path: '/unsubscribe',
    page: UnsubscribePage,
    // What the link would stop, in the first HTML: the page and its form work with scripts off.
    data: ({ url }) => {
      const token = unsubscribeTokenOf(url.searchParams);
      return token ? [unsubscribeApi.endpoints.getUnsubscribePreview.initiate(token, SERVER_QUERY)] : [];
    },
    head: { title: 'Unsubscribe' },
    // One e-mail link's page: never listed (noindex, robots.txt, not in the sitemap).
    index: false,
  },
];
