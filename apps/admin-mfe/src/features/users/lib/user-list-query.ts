// The users list's state lives in the address (/admin/users?page=2&status=active&sort=joined_asc),
// so reload, back and forward and a shared link all show the same list. Defaults are left out
// of the address; unknown values fall back to them.
import { ADMIN_USER_PLAN_FILTERS, ADMIN_USER_ROLE_FILTERS, ADMIN_USER_SORTS, ADMIN_USER_STATUS_FILTERS, ADMIN_USERS_PAGE_SIZE } from '@bolo/contracts';

export type UserStatusFilter = (typeof ADMIN_USER_STATUS_FILTERS)[number];
export type UserPlanFilter = (typeof ADMIN_USER_PLAN_FILTERS)[number];
export type UserRoleFilter = (typeof ADMIN_USER_ROLE_FILTERS)[number];
export type UserSort = (typeof ADMIN_USER_SORTS)[number];

export interface UserListQuery {
  page: number;
  search: string;
  status: UserStatusFilter;
  plan: UserPlanFilter;
  role: UserRoleFilter;
  sort: UserSort;
}

export const DEFAULT_USER_LIST_QUERY: UserListQuery = { page: 1, search: '', status: 'all', plan: 'all', role: 'all', sort: 'joined_desc' };

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function readUserListQuery(params: URLSearchParams): UserListQuery {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search')?.trim() ?? '',
    status: oneOf(ADMIN_USER_STATUS_FILTERS, params.get('status'), 'all'),
    plan: oneOf(ADMIN_USER_PLAN_FILTERS, params.get('plan'), 'all'),
    role: oneOf(ADMIN_USER_ROLE_FILTERS, params.get('role'), 'all'),
    sort: oneOf(ADMIN_USER_SORTS, params.get('sort'), 'joined_desc'),
  };
}

/** The address's query string for this list state (defaults omitted). */
export function writeUserListQuery(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'status', 'plan', 'role', 'sort', 'page'] as const) {
    const value = String(query[key]);
    if (value !== String(DEFAULT_USER_LIST_QUERY[key])) params.set(key, value);
  }
  return params;
}

/** GET /api/admin/users parameters: 20 per page, only the filters that narrow the list. */
export function toRequestParams(query: UserListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, limit: ADMIN_USERS_PAGE_SIZE, sort: query.sort };
  if (query.search) params.search = query.search;
  for (const key of ['status', 'plan', 'role'] as const) if (query[key] !== 'all') params[key] = query[key];
  return params;
}
