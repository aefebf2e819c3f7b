// The dashboard's traffic summary (issue 18): GET /api/admin/analytics. Read on each visit of
// the dashboard (page views change all the time; nothing in the back office writes them).
import type { AnalyticsDashboardResponse } from '@bolo/contracts';
import { INJECT_ONCE } from '@bolo/web';
import { adminApi } from '../../../shared/api/admin-api';

export const analyticsApi = adminApi.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getAdminAnalytics: build.query<AnalyticsDashboardResponse, void>({
      query: () => '/admin/analytics',
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetAdminAnalyticsQuery } = analyticsApi;
