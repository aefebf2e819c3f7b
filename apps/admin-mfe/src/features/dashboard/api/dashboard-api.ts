import { ADMIN_ITEMS_CACHE_KEEP_SECONDS } from '@bolo/contracts';
import type { AdminItemsResponse, AdminStats, AdminUsersResponse } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

export const dashboardApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
    }),
    getAdminUsers: build.query<AdminUsersResponse, { limit: number }>({
      query: ({ limit }) => ({ url: '/admin/users', params: { limit } }),
    }),
    getAdminItems: build.query<AdminItemsResponse, { limit: number; page?: number }>({
      query: ({ limit, page }) => ({ url: '/admin/bolo-items', params: page ? { limit, page } : { limit } }),
      keepUnusedDataFor: ADMIN_ITEMS_CACHE_KEEP_SECONDS,
    }),
  }),
});

export const { useGetAdminStatsQuery, useGetAdminUsersQuery, useGetAdminItemsQuery } = dashboardApi;
