// Comment moderation (admin-side §7; shapes from @bolo/contracts comments/comment.ts), with the
// query rules of admin-side §9: fresh 5 minutes; 4xx answers (401/403 among them) never
// repeated, others up to 3 times; the all-comments list repeated once, never cached, and asked
// only while its tab is open (its hook lives in that tab).
import { COMMENTS_FETCH_RETRIES } from '@bolo/contracts';
import type { AdminComment, AdminCommentsResponse, CommentActionResult } from '@bolo/contracts';
import { INJECT_ONCE } from '@bolo/web';
import { adminApi } from '../../../shared/api/admin-api';

const REPORTED_TAG = { type: 'AdminComments', id: 'REPORTED' } as const;
const ALL_TAG = { type: 'AdminComments', id: 'ALL' } as const;
/** Every member-side comment thread (tag of member-mfe's comments api, declared in @bolo/web). */
const THREADS_TAG = 'Comments' as const;

export interface AdminCommentsPageArgs {
  page: number;
  limit: number;
}

// Endpoint names are global to the page (the member remote has its own comment calls): 'Admin' in each.
// Writes are never repeated after a failure (the first may have landed).
const NO_RETRY = { maxRetries: 0 };

export const adminCommentsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminComments'] }).injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getAdminReportedComments: build.query<AdminComment[], void>({
      query: () => '/admin/comments/reported',
      providesTags: [REPORTED_TAG],
      extraOptions: { maxRetries: COMMENTS_FETCH_RETRIES },
    }),
    getAdminComments: build.query<AdminCommentsResponse, AdminCommentsPageArgs>({
      query: ({ page, limit }) => ({ url: '/admin/comments', params: { page, limit } }),
      providesTags: [ALL_TAG],
      // Never cached: dropped as soon as the All tab closes.
      keepUnusedDataFor: 0,
      extraOptions: { maxRetries: 1 },
    }),
    deleteAdminComment: build.mutation<CommentActionResult, number>({
      query: (id) => ({ url: `/admin/comments/${id}`, method: 'DELETE' }),
      extraOptions: NO_RETRY,
      invalidatesTags: (_result, error) => (error ? [] : [REPORTED_TAG, ALL_TAG, THREADS_TAG]),
    }),
    // Clearing also unhides a comment its reports had hidden: the members' threads change too.
    clearAdminCommentReport: build.mutation<CommentActionResult, number>({
      query: (id) => ({ url: `/admin/comments/${id}/clear-report`, method: 'POST' }),
      extraOptions: NO_RETRY,
      invalidatesTags: (_result, error) => (error ? [] : [REPORTED_TAG, ALL_TAG, THREADS_TAG]),
    }),
  }),
});

export const { useGetAdminReportedCommentsQuery, useGetAdminCommentsQuery, useDeleteAdminCommentMutation, useClearAdminCommentReportMutation } = adminCommentsApi;
