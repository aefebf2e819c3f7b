import type { Category } from '../catalogue/categories';
import type { AlertEmailSetting, MailingList } from './constants';

/** A member's e-mail preferences (GET/PUT /api/profile/notifications); a member who never chose has the defaults. */
export interface NotificationSettings {
  /** The weekly digest (on unless the member turned it off or unsubscribed). */
  digest: boolean;
  alertEmails: AlertEmailSetting;
  /** Categories whose new finds the digest lists, besides the saved searches' matches. */
  followedCategories: Category[];
  /** IANA name; the digest arrives at its hour in this zone (the server's default zone when null). */
  timeZone: string | null;
}

/** GET /api/unsubscribe?token=…: what the link would stop, for the page to ask before it does. */
export interface UnsubscribePreview {
  list: MailingList;
  /** The address the e-mails go to, partly hidden (j***@example.com). */
  email: string;
  /** Already off: the page says so instead of asking. */
  alreadyOff: boolean;
}

/** POST /api/unsubscribe?token=…: done. */
export interface UnsubscribeResult {
  list: MailingList;
  message: string;
}
