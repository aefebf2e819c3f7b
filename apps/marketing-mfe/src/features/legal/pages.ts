import { lazy } from 'react';
import { SERVER_QUERY } from '@bolo/web';
import type { PageDefinition } from '@bolo/web';
import { contactInfoApi } from '../../shared/api/contact-info-api';

const PrivacyPage = lazy(() => import('./components/PrivacyPage'));
const TermsPage = lazy(() => import('./components/TermsPage'));

// Both documents print the support address from the API's configuration, in the first HTML.
const data = () => [contactInfoApi.endpoints.getContactInfo.initiate(undefined, SERVER_QUERY)];

export const legalPages: PageDefinition[] = [
  {
    path: '/privacy',
    page: PrivacyPage,
    data,
    head: {
      title: 'Privacy Policy',
      description: 'How BOLO Directory collects, uses, shares and protects your personal information, and how to access, update, delete or export your data.',
    },
    sitemap: true,
  },
  {
    path: '/terms-of-service',
    page: TermsPage,
    data,
    head: {
      title: 'Terms of Service',
      description: 'The terms for using BOLO Directory: accounts, subscription billing and cancellation, prohibited activities, enforcement, DMCA and governing law.',
    },
    sitemap: true,
  },
];
