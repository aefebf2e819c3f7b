import { CATEGORIES } from '@bolo/contracts';
import type { NotificationSettings } from '@bolo/contracts';
import type { NotificationSettingsChange } from '../../../shared/api/notifications';

/** The fields of the "E-mail preferences" form (the time zone is not one: it is the browser's). */
export type NotificationSettingsDraft = Pick<NotificationSettings, 'digest' | 'alertEmails' | 'followedCategories'>;

/**
 * What a save sends: only the fields the member changed (an unsubscribe link may have turned a
 * list off since the form was filled; an unchanged field must not turn it back on), and the
 * browser's time zone while none is stored, so the digest comes at its hour where they live.
 */
export function settingsChange(saved: NotificationSettings, draft: NotificationSettingsDraft, zone: string | null): NotificationSettingsChange {
  const change: NotificationSettingsChange = {};
  if (draft.digest !== saved.digest) change.digest = draft.digest;
  if (draft.alertEmails !== saved.alertEmails) change.alertEmails = draft.alertEmails;
  const followed = CATEGORIES.filter((category) => draft.followedCategories.includes(category));
  const savedFollowed = CATEGORIES.filter((category) => saved.followedCategories.includes(category));
  if (followed.join('\n') !== savedFollowed.join('\n')) change.followedCategories = followed;
  if (saved.timeZone === null && zone) change.timeZone = zone;
  return change;
}
