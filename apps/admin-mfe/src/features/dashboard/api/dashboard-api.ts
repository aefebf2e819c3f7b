// The dashboard's reads (admin-side §2). Their tags (src/shared/api/admin-api.ts) refresh them
// after item and account writes.
import { ADMIN_ITEMS_CACHE_KEEP_SECONDS } from '@bolo/contracts';
import type { AdminItemsResponse, AdminStats, AdminUsersResponse } from '@bolo/contracts';
import { INJECT_ONCE } from '@bolo/web';
import { ADMIN_ITEMS_TAG, ADMIN_USER_TAG, adminApi } from '../../../shared/api/admin-api';

export const dashboardApi = adminApi.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      // Counts of users and items: any write to either makes them stale.
      providesTags: [ADMIN_ITEMS_TAG, ADMIN_USER_TAG],
    }),
    getAdminUsers: build.query<AdminUsersResponse, { limit: number }>({
      query: ({ limit }) => ({ url: '/admin/users', params: { limit } }),
      providesTags: [ADMIN_USER_TAG],
    }),
    getAdminItems: build.query<AdminItemsResponse, { limit: number; page?: number }>({
      query: ({ limit, page }) => ({ url: '/admin/bolo-items', params: page ? { limit, page } : { limit } }),
      keepUnusedDataFor: ADMIN_ITEMS_CACHE_KEEP_SECONDS,
      providesTags: [ADMIN_ITEMS_TAG],
    }),
  }),
});

export const { useGetAdminStatsQuery, useGetAdminUsersQuery, useGetAdminItemsQuery } = dashboardApi;
