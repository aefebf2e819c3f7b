/**
 * Saved searches per member (issue 22). Every saved search is matched against each newly
 * published find, so the number is capped; twenty covers a reseller's niches with room to spare.
 */
export const SAVED_SEARCHES_PER_MEMBER = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** How a saved search tells its member about new matches: at once (e-mails at most hourly), a daily e-mail, only in the weekly digest, or never (the in-app list only). */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'never'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
