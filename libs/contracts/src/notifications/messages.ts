import { CATEGORIES } from '../catalogue/categories';

export const NOTIFICATION_MESSAGES = {
  digestInvalid: 'digest must be true or false.',
  alertEmailsInvalid: 'Choose how often alert e-mails may come: as they happen, at most daily, or never.',
  categoriesInvalid: `Follow categories from the directory's list: ${CATEGORIES.join(', ')}.`,
  timeZoneInvalid: 'Time zone must be an IANA name such as America/Chicago.',
  saved: 'E-mail preferences saved',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in and change your e-mail preferences on your profile.',
  unsubscribedDigest: 'You will no longer receive the weekly digest.',
  unsubscribedAlerts: 'You will no longer receive alert e-mails.',
} as const;
