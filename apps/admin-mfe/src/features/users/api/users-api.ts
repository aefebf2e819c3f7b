// The users feature's calls. Reads provide ADMIN_USER_TAG; writes invalidate it once they succeed
// (the list, the detail page and the dashboard read the accounts again).
import type {
  AdminCreateUser,
  AdminCreateUserResponse,
  AdminUserActionResponse,
  AdminUserDetail,
  AdminUser,
  AdminUsersResponse,
} from '@bolo/contracts';
import { INJECT_ONCE } from '@bolo/web';
import { ADMIN_USER_TAG, adminApi } from '../../../shared/api/admin-api';
import type { UserListQuery } from '../lib/user-list-query';
import { toRequestParams } from '../lib/user-list-query';

/** GET /api/admin/users with filters: the dashboard's answer, each row with its account state. */
export type AdminUserListResponse = Omit<AdminUsersResponse, 'users'> & { users: AdminUser[] };

// Writes are not repeated after a failure: a timed-out create may have succeeded.
const NO_RETRY = { maxRetries: 0 };

export const usersApi = adminApi.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getAdminUserList: build.query<AdminUserListResponse, UserListQuery>({
      query: (query) => ({ url: '/admin/users', params: toRequestParams(query) }),
      providesTags: [ADMIN_USER_TAG],
    }),
    getAdminUserDetail: build.query<AdminUserDetail, number>({
      query: (id) => `/admin/users/${id}`,
      providesTags: [ADMIN_USER_TAG],
    }),
    createAdminUser: build.mutation<AdminCreateUserResponse, AdminCreateUser>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      extraOptions: NO_RETRY,
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_USER_TAG]),
    }),
    setUserAdmin: build.mutation<AdminUserActionResponse, { id: number; isAdmin: boolean }>({
      query: ({ id, isAdmin }) => ({ url: `/admin/users/${id}/admin`, method: 'PUT', body: { isAdmin } }),
      extraOptions: NO_RETRY,
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_USER_TAG]),
    }),
    setUserDisabled: build.mutation<AdminUserActionResponse, { id: number; disabled: boolean }>({
      query: ({ id, disabled }) => ({ url: `/admin/users/${id}/disabled`, method: 'PUT', body: { disabled } }),
      extraOptions: NO_RETRY,
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_USER_TAG]),
    }),
    grantComplimentary: build.mutation<AdminUserActionResponse, { id: number; until: string }>({
      query: ({ id, until }) => ({ url: `/admin/users/${id}/complimentary`, method: 'PUT', body: { until } }),
      extraOptions: NO_RETRY,
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_USER_TAG]),
    }),
  }),
});

export const {
  useGetAdminUserListQuery,
  useGetAdminUserDetailQuery,
  useCreateAdminUserMutation,
  useSetUserAdminMutation,
  useSetUserDisabledMutation,
  useGrantComplimentaryMutation,
} = usersApi;
