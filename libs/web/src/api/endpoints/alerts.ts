// The navigation's alerts badge (issue 22): how many new matches of the member's saved searches
// are not seen yet. Here, not in the member remote, because the shell's navigation shows it; the
// member remote's alerts page marks them seen through the same tag.
import type { AlertCount } from '@bolo/contracts';
import { INJECT_ONCE, api } from '../api';

/** Every alerts answer (the list's pages and the badge's count). */
export const ALERTS_TAG = { type: 'Alerts', id: 'LIST' } as const;
/** New matches are recorded by the worker at most a minute after a find is published. */
export const ALERT_COUNT_POLL_MS = 60_000;

export const alertsCountApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getAlertCount: build.query<AlertCount, void>({
      query: () => '/alerts/count',
      providesTags: [ALERTS_TAG],
    }),
  }),
});

export const { useGetAlertCountQuery } = alertsCountApi;
