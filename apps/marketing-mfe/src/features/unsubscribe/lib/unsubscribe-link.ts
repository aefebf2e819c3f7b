import type { MailingList } from '@bolo/contracts';

// The e-mails' tokens are short (`<user id>.<list>.<mac>`); anything much longer is not one.
const MAX_TOKEN_LENGTH = 200;

/** The link's token (?token=), or null when there is none worth asking the API about. */
export function unsubscribeTokenOf(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim() ?? '';
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/** ?done=1: the API's answer to the page's form post, after it turned the list off. */
export const isDone = (search: URLSearchParams) => search.get('done') === '1';

/** Where the page's form posts: the API answers a plain form post with a redirect back here with done=1. */
export const unsubscribeAction = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

/** The page's own address, for "Try again" without scripts. */
export const unsubscribePagePath = (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`;

/** Each list as the page names it. */
export const LIST_NAMES: Readonly<Record<MailingList, string>> = { digest: 'the weekly digest', alerts: 'alert e-mails' };
