// The users list's state lives in the address (/admin/users?page=2&status=active&sort=joined_asc),
// so reload, back and forward and a shared link all show the same list. Defaults are left out
// of the address; unknown values fall back to them. The shared address codec of
// @bolo/contracts (issue 20) reads and writes it.
import {
  ADMIN_USER_PLAN_FILTERS,
  ADMIN_USER_ROLE_FILTERS,
  ADMIN_USER_SORTS,
  ADMIN_USER_STATUS_FILTERS,
  ADMIN_USERS_PAGE_SIZE,
  choiceField,
  listAddressCodec,
  pageField,
  textField,
} from '@bolo/contracts';
import type { AddressState } from '@bolo/contracts';

export type UserStatusFilter = (typeof ADMIN_USER_STATUS_FILTERS)[number];
export type UserPlanFilter = (typeof ADMIN_USER_PLAN_FILTERS)[number];
export type UserRoleFilter = (typeof ADMIN_USER_ROLE_FILTERS)[number];
export type UserSort = (typeof ADMIN_USER_SORTS)[number];

// The longest search GET /api/admin/users accepts (adminUserFiltersShape): a longer one in the address is cut, not refused.
const MAX_USER_SEARCH_LENGTH = 100;

/** In the order they are written to the address. */
const USER_LIST_FIELDS = {
  search: textField(MAX_USER_SEARCH_LENGTH),
  status: choiceField(ADMIN_USER_STATUS_FILTERS, 'all'),
  plan: choiceField(ADMIN_USER_PLAN_FILTERS, 'all'),
  role: choiceField(ADMIN_USER_ROLE_FILTERS, 'all'),
  sort: choiceField(ADMIN_USER_SORTS, 'joined_desc'),
  page: pageField(),
};

export type UserListQuery = AddressState<typeof USER_LIST_FIELDS>;

// The search is sent as it reads in the address: without the spaces around it.
const userListAddress = listAddressCodec(USER_LIST_FIELDS, (query) => ({ ...query, search: query.search.trim() }));

export const DEFAULT_USER_LIST_QUERY: Readonly<UserListQuery> = userListAddress.defaults;

/** Lenient per field: anything unknown falls back to its default. */
export function readUserListQuery(params: URLSearchParams): UserListQuery {
  return userListAddress.read(params);
}

/** The address's query string for this list state (defaults omitted); parameters of `base` that are not the list's are kept. */
export function writeUserListQuery(query: UserListQuery, base?: URLSearchParams): URLSearchParams {
  return new URLSearchParams(userListAddress.write(query, base));
}

/** GET /api/admin/users parameters: 20 per page, only the filters that narrow the list. */
export function toRequestParams(query: UserListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, limit: ADMIN_USERS_PAGE_SIZE, sort: query.sort };
  if (query.search) params.search = query.search;
  for (const key of ['status', 'plan', 'role'] as const) if (query[key] !== 'all') params[key] = query[key];
  return params;
}
