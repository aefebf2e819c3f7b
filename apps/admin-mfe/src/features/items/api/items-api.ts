// The back office's item calls (admin-side §7). Every write refreshes the admin item list and
// the member lists (ITEM_WRITE_TAGS) once it succeeds.
import { ADMIN_ITEMS_CACHE_KEEP_SECONDS } from '@bolo/contracts';
import type {
  AdminItemOriginFilter,
  AdminItemStatusFilter,
  AdminItemsResponse,
  GeneratedItem,
  ItemDeleteResponse,
  ItemStatus,
  ItemStatusResponse,
  ItemWriteResponse,
} from '@bolo/contracts';
import { INJECT_ONCE } from '@bolo/web';
import { ADMIN_ITEMS_TAG, ITEM_WRITE_TAGS, adminApi } from '../../../shared/api/admin-api';

export interface ManageItemsArgs {
  page: number;
  limit: number;
  search?: string;
  category?: string;
  subcategory?: string;
  /** Left out for 'all'. */
  status?: Exclude<AdminItemStatusFilter, 'all'>;
  /** Left out for 'all'. */
  origin?: Exclude<AdminItemOriginFilter, 'all'>;
}

/** A JSON body, or multipart when a file is sent. */
export type ItemBody = FormData | Record<string, unknown>;

const writeTags = (_result: unknown, error: unknown) => (error ? [] : ITEM_WRITE_TAGS);

export const itemsApi = adminApi.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getManageItems: build.query<AdminItemsResponse, ManageItemsArgs>({
      query: (params) => ({ url: '/admin/bolo-items', params: { ...params } }),
      keepUnusedDataFor: ADMIN_ITEMS_CACHE_KEEP_SECONDS,
      providesTags: [ADMIN_ITEMS_TAG],
    }),
    createItem: build.mutation<ItemWriteResponse, FormData>({
      query: (body) => ({ url: '/bolo-items/create', method: 'POST', body }),
      invalidatesTags: writeTags,
      // A create that failed after reaching the server must not be sent twice.
      extraOptions: { maxRetries: 0 },
    }),
    updateItem: build.mutation<ItemWriteResponse, { id: number; body: ItemBody }>({
      query: ({ id, body }) => ({ url: `/bolo-items/${id}`, method: 'PUT', body }),
      invalidatesTags: writeTags,
    }),
    setItemStatus: build.mutation<ItemStatusResponse, { id: number; status: ItemStatus }>({
      query: ({ id, status }) => ({ url: `/bolo-items/${id}/status`, method: 'PUT', body: { status } }),
      invalidatesTags: writeTags,
    }),
    deleteItem: build.mutation<ItemDeleteResponse, number>({
      query: (id) => ({ url: `/bolo-items/${id}`, method: 'DELETE' }),
      invalidatesTags: writeTags,
    }),
    generateItem: build.mutation<GeneratedItem, string>({
      query: (name) => ({ url: '/generate-bolo', method: 'POST', body: { name } }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const {
  useGetManageItemsQuery,
  useCreateItemMutation,
  useUpdateItemMutation,
  useSetItemStatusMutation,
  useDeleteItemMutation,
  useGenerateItemMutation,
} = itemsApi;
