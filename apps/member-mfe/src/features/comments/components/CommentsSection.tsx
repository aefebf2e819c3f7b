// The Community Comments block of spec member-side §2, composed with the item detail at the
// route (src/routes.tsx). Its first page is in the server-rendered HTML (src/server.tsx
// prefetches the same query), so the block paints with the page.
import { useEffect, useRef, useState } from 'react';
import { COMMENTS_CACHE_FRESH_SECONDS, COMMENT_MESSAGES } from '@bolo/contracts';
import { Button, Pagination, Spinner, isAuthRequired, useAuth } from '@bolo/web';
import { commentsPageArgs, useGetCommentsQuery } from '../api/comments-api';
import { useCommentActions } from '../hooks/useCommentActions';
import { CommentCard } from './CommentCard';
import { CommentForm } from './CommentForm';
import './comments.css';

/** While a posted picture is being made, the page is asked again this often... */
const PICTURE_POLL_MS = 3000;
/** ...for at most this long (a worker that is down must not make the page poll forever). */
const PICTURE_POLL_MAX_MS = 2 * 60_000;

export function CommentsSection({ boloItemId }: { boloItemId: number }) {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const actions = useCommentActions(boloItemId);
  const sectionRef = useRef<HTMLElement>(null);

  const [polling, setPolling] = useState(false);
  const [posts, setPosts] = useState(0);

  // Visitors cannot read comments (the item page itself needs a session): they get the prompt.
  const thread = useGetCommentsQuery(commentsPageArgs(boloItemId, page), {
    skip: !user,
    refetchOnMountOrArgChange: COMMENTS_CACHE_FRESH_SECONDS,
    pollingInterval: polling ? PICTURE_POLL_MS : 0,
  });
  const pictureOnItsWay = thread.currentData?.comments.some((comment) => comment.imagePending) ?? false;

  // A picture still being made shows once it is there, without a reload.
  useEffect(() => {
    setPolling(pictureOnItsWay);
    if (!pictureOnItsWay) return;
    const timer = setTimeout(() => setPolling(false), PICTURE_POLL_MAX_MS);
    return () => clearTimeout(timer);
  }, [pictureOnItsWay, posts]);

  // Past the last page (its last comment was deleted): show the last page there is.
  const totalPages = thread.data?.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  const goToPage = (next: number) => {
    setPage(next);
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const sessionEnded = !user || isAuthRequired(thread.error);
  const data = thread.data;

  return (
    <section ref={sectionRef} className="detail-panel comments" aria-labelledby="comments-title" data-testid="comments">
      <div className="comments__heading">
        <h2 id="comments-title" className="detail-panel__title">
          Community Comments
        </h2>
        {data && data.total > 0 ? <span className="comments__total">{data.total === 1 ? '1 comment' : `${data.total} comments`}</span> : null}
      </div>

      {sessionEnded ? (
        <LoginPrompt />
      ) : (
        <>
          {/* Back to the first page, where the new comment is (newest first). */}
          <CommentForm
            boloItemId={boloItemId}
            onPosted={() => {
              setPage(1);
              setPosts((count) => count + 1);
            }}
          />
          {thread.isError ? (
            <div className="comments__state" role="alert">
              <p>{COMMENT_MESSAGES.loadFailed}</p>
              <Button variant="outline" size="sm" onClick={() => void thread.refetch()}>
                Try Again
              </Button>
            </div>
          ) : !data ? (
            <div className="comments__state">
              <Spinner />
            </div>
          ) : data.comments.length === 0 ? (
            <p className="comments__empty">{COMMENT_MESSAGES.noComments}</p>
          ) : (
            <>
              <ol className="comments__list" aria-busy={thread.isFetching || undefined}>
                {data.comments.map((comment) => (
                  <li key={comment.id}>
                    <CommentCard comment={comment} actions={actions} signedIn={Boolean(user)} />
                  </li>
                ))}
              </ol>
              <Pagination page={Math.min(page, Math.max(data.totalPages, 1))} totalPages={data.totalPages} onPageChange={goToPage} disabled={thread.isFetching} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function LoginPrompt() {
  return (
    <div className="comments__login" data-testid="comments-login-prompt">
      <p>{COMMENT_MESSAGES.loginPrompt}</p>
      <Button to="/login" size="sm">
        Log In
      </Button>
    </div>
  );
}
