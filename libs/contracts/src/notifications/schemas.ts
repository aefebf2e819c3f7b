import { z } from 'zod';
import { CATEGORIES } from '../catalogue/categories';
import { ALERT_EMAIL_SETTINGS, MAILING_LISTS } from './constants';
import { NOTIFICATION_MESSAGES as M } from './messages';
import { isTimeZone } from './time-zone';


/** PUT /api/profile/notifications: any of the four; what is left out stays as it is. */
export const notificationSettingsUpdateSchema = z.object({
  digest: z.boolean({ error: M.digestInvalid }).optional(),
  alertEmails: z.enum(ALERT_EMAIL_SETTINGS, { error: M.alertEmailsInvalid }).optional(),
  followedCategories: z
    .array(z.enum(CATEGORIES, { error: M.categoriesInvalid }), { error: M.categoriesInvalid })
    .max(CATEGORIES.length, { error: M.categoriesInvalid })
    .transform((list) => [...new Set(list)])
    .optional(),
  timeZone: z.string({ error: M.timeZoneInvalid }).trim().refine(isTimeZone, { error: M.timeZoneInvalid }).nullable().optional(),
});
export type NotificationSettingsUpdate = z.output<typeof notificationSettingsUpdateSchema>;

/** The list a one-click unsubscribe leaves, as its token names it. */
export const mailingListSchema = z.enum(MAILING_LISTS);
