import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAILING_LISTS, type MailingList } from '@bolo/contracts';

/**
 * The one-click unsubscribe links of the e-mails (issue 22, RFC 8058): `<user id>.<list>.<mac>`,
 * the MAC an HMAC-SHA256 of both under EMAIL_LINK_SECRET. The worker signs it when it sends, the
 * API checks it without a session. It never expires: an old e-mail's link must still work
 * (mailbox providers test it); changing the secret voids every link sent before.
 */
function mac(secret: string, userId: number, list: MailingList): string {
  return createHmac('sha256', secret).update(`unsubscribe.v1.${userId}.${list}`).digest('base64url').slice(0, 32);
}

export function unsubscribeToken(secret: string, userId: number, list: MailingList): string {
  return `${userId}.${list}.${mac(secret, userId, list)}`;
}

/** The account and list a token names, or null when it was not signed with this secret. */
export function readUnsubscribeToken(secret: string, token: string): { userId: number; list: MailingList } | null {
  const match = /^([1-9]\d{0,9})\.([a-z]+)\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const list = match[2] as MailingList;
  if (!MAILING_LISTS.includes(list) || userId > 2_147_483_647) return null;
  const expected = Buffer.from(mac(secret, userId, list));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, list } : null;
}
