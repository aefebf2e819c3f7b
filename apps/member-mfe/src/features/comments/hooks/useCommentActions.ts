// Voting, reporting and deleting, with the toasts of spec member-side §5/§8. A request refused
// because the session has ended (401) gets the 'Login Required' toast of its action.
import { useState } from 'react';
import { COMMENT_MESSAGES } from '@bolo/contracts';
import type { CommentView, VoteType } from '@bolo/contracts';
import { isAuthRequired, toast, useAuth } from '@bolo/web';
import { useDeleteCommentMutation, useReportCommentMutation, useVoteCommentMutation } from '../api/comments-api';

type Message = { title: string; description: string };

const fail = (message: Message) => toast({ ...message, variant: 'destructive' });

export interface CommentActions {
  vote: (comment: CommentView, voteType: VoteType) => Promise<void>;
  report: (comment: CommentView) => Promise<void>;
  remove: (comment: CommentView) => Promise<void>;
  /** The comment a request is running for (its controls are disabled meanwhile). */
  busyId: number | null;
}

export function useCommentActions(boloItemId: number): CommentActions {
  const { user } = useAuth();
  const [voteComment] = useVoteCommentMutation();
  const [reportComment] = useReportCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (comment: CommentView, work: () => Promise<void>) => {
    setBusyId(comment.id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  };

  const vote = async (comment: CommentView, voteType: VoteType) => {
    if (!user) return void fail(COMMENT_MESSAGES.loginRequiredToVote);
    await run(comment, async () => {
      try {
        await voteComment({ boloItemId, commentId: comment.id, voteType }).unwrap();
      } catch (error) {
        fail(isAuthRequired(error) ? COMMENT_MESSAGES.loginRequiredToVote : COMMENT_MESSAGES.voteFailed);
      }
    });
  };

  const report = async (comment: CommentView) => {
    if (!user) return void fail(COMMENT_MESSAGES.loginRequiredToReport);
    await run(comment, async () => {
      try {
        await reportComment({ boloItemId, commentId: comment.id }).unwrap();
        toast(COMMENT_MESSAGES.reported);
      } catch (error) {
        fail(isAuthRequired(error) ? COMMENT_MESSAGES.loginRequiredToReport : COMMENT_MESSAGES.reportFailed);
      }
    });
  };

  const remove = async (comment: CommentView) => {
    if (!window.confirm(COMMENT_MESSAGES.confirmDelete)) return;
    await run(comment, async () => {
      try {
        await deleteComment({ boloItemId, commentId: comment.id }).unwrap();
        toast(COMMENT_MESSAGES.deleted);
      } catch {
        fail(COMMENT_MESSAGES.deleteFailed);
      }
    });
  };

  return { vote, report, remove, busyId };
}
