// One comment of the list (spec member-side §2/§3): author, date, the 180x180 picture, the text,
// votes with the reader's own highlighted, delete for its author, report for signed-in others.
import { COMMENT_IMAGE_SIZE_PX, COMMENT_MESSAGES } from '@bolo/contracts';
import type { CommentView, VoteType } from '@bolo/contracts';
import { Badge, Button, formatDate } from '@bolo/web';
import type { CommentActions } from '../hooks/useCommentActions';
import { authorName } from '../lib/comment-display';
import { CommentText } from './CommentText';

export interface CommentCardProps {
  comment: CommentView;
  actions: CommentActions;
  signedIn: boolean;
}

export function CommentCard({ comment, actions, signedIn }: CommentCardProps) {
  const author = authorName(comment);
  // 'Mar 4, 2025': the UTC day, en-US, the same on the server and in the browser.
  const date = formatDate(comment.createdAt, 'medium');
  const busy = actions.busyId === comment.id;
  const underReview = comment.status === 'hidden';
  const mayReport = signedIn && !comment.isOwn && !comment.reportedByMe;

  return (
    <article className={`comment${underReview ? ' comment--under-review' : ''}`} aria-label={`Comment by ${author}`} data-testid="comment">
      <header className="comment__header">
        <span className="comment__author">{author}</span>
        {comment.username && author !== comment.username ? <span className="comment__username">@{comment.username}</span> : null}
        {date ? (
          <time className="comment__date" dateTime={comment.createdAt}>
            {date}
          </time>
        ) : null}
        {underReview ? (
          <Badge variant="warning">
            {COMMENT_MESSAGES.underReview}
          </Badge>
        ) : null}
      </header>
      {underReview ? <p className="comment__review-note">{COMMENT_MESSAGES.underReviewNote}</p> : null}
      <CommentText comment={comment} />
      <CommentPicture comment={comment} author={author} />
      <footer className="comment__actions">
        <div className="comment__votes" role="group" aria-label="Votes">
          <VoteButton comment={comment} voteType="up" disabled={busy} onVote={actions.vote} />
          <VoteButton comment={comment} voteType="down" disabled={busy} onVote={actions.vote} />
        </div>
        {comment.isOwn ? (
          <Button variant="ghost" size="sm" className="comment__delete" disabled={busy} onClick={() => void actions.remove(comment)}>
            Delete
          </Button>
        ) : null}
        {mayReport ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void actions.report(comment)}>
            Report
          </Button>
        ) : null}
        {comment.reportedByMe && !comment.isOwn ? <span className="comment__reported">You reported this comment</span> : null}
      </footer>
    </article>
  );
}

function CommentPicture({ comment, author }: { comment: CommentView; author: string }) {
  if (comment.imageUrl) {
    return (
      <img
        className="comment__picture"
        src={comment.imageUrl}
        alt={`Picture posted by ${author}`}
        width={COMMENT_IMAGE_SIZE_PX}
        height={COMMENT_IMAGE_SIZE_PX}
        loading="lazy"
        decoding="async"
      />
    );
  }
  if (comment.imagePending) {
    return (
      <div className="comment__picture comment__picture--pending" role="img" aria-label={COMMENT_MESSAGES.imagePending} data-testid="comment-picture-pending">
        <span aria-hidden="true">{COMMENT_MESSAGES.imagePending}</span>
      </div>
    );
  }
  return null;
}

const VOTE_LABEL: Record<VoteType, string> = { up: 'Upvote', down: 'Downvote' };
const VOTE_ICON: Record<VoteType, string> = { up: '▲', down: '▼' };

function VoteButton({ comment, voteType, disabled, onVote }: { comment: CommentView; voteType: VoteType; disabled: boolean; onVote: CommentActions['vote'] }) {
  const count = voteType === 'up' ? comment.upvotes : comment.downvotes;
  const mine = comment.userVote === voteType;
  return (
    <button
      type="button"
      className={`comment__vote comment__vote--${voteType}${mine ? ' comment__vote--mine' : ''}`}
      aria-pressed={mine}
      aria-label={`${VOTE_LABEL[voteType]} (${count})`}
      disabled={disabled}
      onClick={() => void onVote(comment, voteType)}
    >
      <span aria-hidden="true">{VOTE_ICON[voteType]}</span>
      <span>{count}</span>
    </button>
  );
}
