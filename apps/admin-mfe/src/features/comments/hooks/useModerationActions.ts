// Delete and clear report, with the confirmation and toasts of admin-side §5/§8.
import { useState } from 'react';
import { ADMIN_MESSAGES } from '@bolo/contracts';
import type { AdminComment } from '@bolo/contracts';
import { toast } from '@bolo/web';
import { useClearAdminCommentReportMutation, useDeleteAdminCommentMutation } from '../api/comments-api';

export interface ModerationActions {
  remove: (comment: AdminComment) => Promise<void>;
  clearReport: (comment: AdminComment) => Promise<void>;
  /** The comment an action is running for. */
  busyId: number | null;
}

export function useModerationActions(): ModerationActions {
  const [deleteComment] = useDeleteAdminCommentMutation();
  const [clearCommentReport] = useClearAdminCommentReportMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (comment: AdminComment, work: () => Promise<void>) => {
    setBusyId(comment.id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (comment: AdminComment) => {
    if (!window.confirm(ADMIN_MESSAGES.confirmDeleteComment)) return;
    await run(comment, async () => {
      try {
        await deleteComment(comment.id).unwrap();
        toast(ADMIN_MESSAGES.commentDeleted);
      } catch {
        toast({ ...ADMIN_MESSAGES.commentDeleteFailed, variant: 'destructive' });
      }
    });
  };

  const clearReport = async (comment: AdminComment) => {
    await run(comment, async () => {
      try {
        await clearCommentReport(comment.id).unwrap();
        toast({ title: ADMIN_MESSAGES.commentDeleted.title, description: ADMIN_MESSAGES.reportCleared });
      } catch {
        toast({ title: ADMIN_MESSAGES.commentDeleteFailed.title, description: ADMIN_MESSAGES.clearReportFailed, variant: 'destructive' });
      }
    });
  };

  return { remove, clearReport, busyId };
}
