import { hasDirectoryAccess, type MailingList } from '@bolo/contracts';
import type { MailedFind, MailRecipient } from '@bolo/db';
import { unsubscribeToken } from '@bolo/server-kit';
import type { WorkerConfig } from '../config/worker-config';
import type { ListedFind, Unsubscribe } from './templates';

/** Whether a member may get e-mails about finds at all: an address, not disabled, and directory access now (a lapsed member gets nothing). */
export function mayHearAboutFinds(recipient: MailRecipient | null, now: Date): recipient is MailRecipient & { email: string } {
  return recipient !== null && recipient.email !== null && !recipient.disabled && hasDirectoryAccess(recipient, now);
}

/** A find as the alert e-mails and the digest list it, linked to its page. */
export function listedFind(config: Pick<WorkerConfig, 'billing'>, find: Omit<MailedFind, 'searchName'> & { searchName?: string }): ListedFind {
  const facts = [find.category, find.buyPrice && `buy ${find.buyPrice}`, find.soldRange && `sold ${find.soldRange}`, find.searchName && `matches “${find.searchName}”`];
  return { name: find.name, note: facts.filter(Boolean).join(' · '), url: `${config.billing.appUrl}/bolo/${find.itemId}` };
}

/** The signed links that stop one list without signing in: the page (footer) and the RFC 8058 one-click address (header). */
export function unsubscribeLinks(config: Pick<WorkerConfig, 'billing' | 'emailLinkSecret'>, userId: number, list: MailingList): Unsubscribe {
  const token = encodeURIComponent(unsubscribeToken(config.emailLinkSecret, userId, list));
  return {
    pageUrl: `${config.billing.appUrl}/unsubscribe?token=${token}`,
    oneClickUrl: `${config.billing.appUrl}/api/unsubscribe?token=${token}`,
    what: list === 'digest' ? 'the weekly digest' : 'alert e-mails',
    profileUrl: `${config.billing.appUrl}/profile`,
  };
}
