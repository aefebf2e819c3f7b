import type { AlertFrequency } from '@bolo/contracts';

/** How a saved search tells its member, as the settings name it. */
export const NOTIFY_LABELS: Record<AlertFrequency, string> = {
  instant: 'E-mail me new matches (at most hourly)',
  daily: 'A daily e-mail',
  weekly: 'Only in the weekly digest',
  never: 'No e-mail (alerts in the app only)',
};
