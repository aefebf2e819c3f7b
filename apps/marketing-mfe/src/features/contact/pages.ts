import { lazy } from 'react';
import { SUPPORT_RESPONSE_HOURS } from '@bolo/contracts';
import { SERVER_QUERY } from '@bolo/web';
import type { PageDefinition } from '@bolo/web';
import { contactInfoApi } from '../../shared/api/contact-info-api';

const ContactPage = lazy(() => import('./components/ContactPage'));

export const contactPages: PageDefinition[] = [
  {
    path: '/contact',
    page: ContactPage,
    // The support address and reply time, so they are in the first HTML.
    data: () => [contactInfoApi.endpoints.getContactInfo.initiate(undefined, SERVER_QUERY)],
    head: {
      title: 'Contact Us',
      description: `Questions about BOLO Directory, your membership or billing? Send us a message or e-mail support. We reply within ${SUPPORT_RESPONSE_HOURS} hours on business days.`,
    },
    sitemap: true,
  },
];
