import type { AlertFrequency } from '../saved-searches/constants';

/**
 * How often alert e-mails may come, member-wide (issue 22). Each saved search also says how it
 * tells; an e-mail goes out at the rarer of the two (alertMailKind).
 */
export const ALERT_EMAIL_SETTINGS = ['instant', 'daily', 'off'] as const;
export type AlertEmailSetting = (typeof ALERT_EMAIL_SETTINGS)[number];

/** The e-mails alerts make: instant ones at most one an hour, daily ones at most one a day. */
export const ALERT_MAIL_KINDS = ['instant', 'daily'] as const;
export type AlertMailKind = (typeof ALERT_MAIL_KINDS)[number];
export const ALERT_MAIL_INTERVAL_MS: Readonly<Record<AlertMailKind, number>> = { instant: 60 * 60 * 1000, daily: 24 * 60 * 60 * 1000 };

/** Finds listed in one alert e-mail or digest; the rest are one link away (/alerts, the directory). */
export const FINDS_PER_EMAIL = 20;

/** The mailing lists a one-click unsubscribe link can leave. */
export const MAILING_LISTS = ['digest', 'alerts'] as const;
export type MailingList = (typeof MAILING_LISTS)[number];

const RANK: Readonly<Record<AlertFrequency | AlertEmailSetting, number>> = { instant: 0, daily: 1, weekly: 2, never: 3, off: 3 };

/**
 * The e-mail an alert makes: the rarer of its saved search's setting and the member's, or none
 * (weekly-only searches reach the member in the digest, 'never' and 'off' only in the app).
 * The worker's SQL function alert_mail_kind (migration NotificationSettings) is the same rule.
 */
export function alertMailKind(notify: AlertFrequency, memberSetting: AlertEmailSetting): AlertMailKind | null {
  const rank = Math.max(RANK[notify], RANK[memberSetting]);
  return rank === 0 ? 'instant' : rank === 1 ? 'daily' : null;
}

/** A member who never chose: the digest on, alert e-mails as each saved search says. */
export const DEFAULT_ALERT_EMAILS: AlertEmailSetting = 'instant';
