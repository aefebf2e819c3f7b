import { ADMIN_ITEMS_CACHE_KEEP_SECONDS } from '@bolo/contracts';
import type { AdminStats, BoloItem, Pagination, PublicUser } from '@bolo/contracts';
import { api } from '@bolo/web';

/** A row of GET /api/admin/users (the public user plus when it joined, if sent). */
export type AdminUserRow = PublicUser & { createdAt?: string | null };

export interface AdminUsersResponse {
  users: AdminUserRow[];
  total: number;
}

export interface AdminItemsResponse {
  items: BoloItem[];
  pagination: Pick<Pagination, 'total' | 'totalPages'> & Partial<Pagination>;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      providesTags: ['AdminStats'],
    }),
    getAdminUsers: build.query<AdminUsersResponse, { limit: number }>({
      query: ({ limit }) => ({ url: '/admin/users', params: { limit } }),
      providesTags: ['AdminUsers'],
    }),
    getAdminItems: build.query<AdminItemsResponse, { limit: number; page?: number }>({
      query: ({ limit, page }) => ({ url: '/admin/bolo-items', params: page ? { limit, page } : { limit } }),
      providesTags: ['AdminItems'],
      keepUnusedDataFor: ADMIN_ITEMS_CACHE_KEEP_SECONDS,
    }),
  }),
});

export const { useGetAdminStatsQuery, useGetAdminUsersQuery, useGetAdminItemsQuery } = dashboardApi;
