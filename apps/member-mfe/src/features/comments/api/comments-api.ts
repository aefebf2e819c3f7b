// An item's comment thread (spec member-side §7; shapes from @bolo/contracts comments/comment.ts).
// The thread is tagged by its item, so the member's own writes and the back office's moderation
// refresh it; a vote's answer patches the counts where the thread is cached instead.
import { COMMENTS_FETCH_RETRIES } from '@bolo/contracts';
import type { CommentActionResult, CommentPage, CommentReportResult, CommentView, CommentVoteResult, VoteType } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';
import type { RootState } from '@bolo/web';

/** One page of an item's thread: the server render's prefetch and the hook ask with the same arguments. */
export interface CommentsPageArgs {
  boloItemId: number;
  page: number;
}

export const commentsPageArgs = (boloItemId: number, page = 1): CommentsPageArgs => ({ boloItemId, page });

export interface PostCommentArgs {
  boloItemId: number;
  content: string;
  image: File | null;
}

/** Which comment of which thread (the thread's tag is its item). */
export interface CommentRef {
  boloItemId: number;
  commentId: number;
}

const threadTag = (boloItemId: number) => ({ type: 'Comments', id: boloItemId }) as const;

// Never repeated after a failure: a post that timed out may have been stored (a second one would
// be a duplicate), and the same vote sent twice takes itself back.
const NO_RETRY = { maxRetries: 0 };

export const commentsApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getComments: build.query<CommentPage, CommentsPageArgs>({
      query: ({ boloItemId, page }) => ({ url: `/comments/${boloItemId}`, params: { page } }),
      providesTags: (_result, _error, { boloItemId }) => [threadTag(boloItemId)],
      extraOptions: { maxRetries: COMMENTS_FETCH_RETRIES },
    }),
    postComment: build.mutation<CommentView, PostCommentArgs>({
      query: ({ boloItemId, content, image }) => {
        const body = new FormData();
        body.append('boloItemId', String(boloItemId));
        body.append('content', content);
        if (image) body.append('image', image);
        return { url: '/comments', method: 'POST', body };
      },
      extraOptions: NO_RETRY,
      invalidatesTags: (_result, error, { boloItemId }) => (error ? [] : [threadTag(boloItemId)]),
    }),
    voteComment: build.mutation<CommentVoteResult, CommentRef & { voteType: VoteType }>({
      query: ({ commentId, voteType }) => ({ url: `/comments/${commentId}/vote`, method: 'POST', body: { voteType } }),
      extraOptions: NO_RETRY,
      onQueryStarted: ({ boloItemId, commentId }, { dispatch, getState, queryFulfilled }) => {
        queryFulfilled
          .then(({ data }) => patchComment(dispatch, getState() as RootState, { boloItemId, commentId }, (comment) => Object.assign(comment, data)))
          .catch(() => undefined);
      },
    }),
    reportComment: build.mutation<CommentReportResult, CommentRef>({
      query: ({ commentId }) => ({ url: `/comments/${commentId}/report`, method: 'POST', body: {} }),
      // The report control goes at once; the refresh then drops a comment the reports have hidden.
      onQueryStarted: (ref, { dispatch, getState, queryFulfilled }) => {
        queryFulfilled
          .then(() => patchComment(dispatch, getState() as RootState, ref, (comment) => void (comment.reportedByMe = true)))
          .catch(() => undefined);
      },
      invalidatesTags: (_result, error, { boloItemId }) => (error ? [] : [threadTag(boloItemId)]),
    }),
    deleteComment: build.mutation<CommentActionResult, CommentRef>({
      query: ({ commentId }) => ({ url: `/comments/${commentId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { boloItemId }) => (error ? [] : [threadTag(boloItemId)]),
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof commentsApi.util.updateQueryData>) => unknown;

/** Changes one comment in every cached page of its thread. */
function patchComment(dispatch: Dispatch, state: RootState, { boloItemId, commentId }: CommentRef, change: (comment: CommentView) => void): void {
  for (const args of commentsApi.util.selectCachedArgsForQuery(state, 'getComments')) {
    if (args.boloItemId !== boloItemId) continue;
    dispatch(
      commentsApi.util.updateQueryData('getComments', args, (page) => {
        const comment = page.comments.find((entry) => entry.id === commentId);
        if (comment) change(comment);
      }),
    );
  }
}

export const { useGetCommentsQuery, usePostCommentMutation, useVoteCommentMutation, useReportCommentMutation, useDeleteCommentMutation } = commentsApi;
