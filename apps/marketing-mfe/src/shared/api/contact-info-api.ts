// Where people write to support (GET /api/help/contact-info, public): the contact page and the
// legal pages print it, loaded as page data so the address is in the first HTML.
import type { ContactInfoResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

export const contactInfoApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getContactInfo: build.query<ContactInfoResponse, void>({ query: () => '/help/contact-info' }),
  }),
});

export const { useGetContactInfoQuery } = contactInfoApi;
