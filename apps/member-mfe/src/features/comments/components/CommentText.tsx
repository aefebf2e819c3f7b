import { Fragment } from 'react';
import { linkPieces } from '@bolo/contracts';
import type { CommentView } from '@bolo/contracts';

type Piece = { text: string; href?: string };

// Punctuation that ends a sentence or closes a bracket after an address ("see www.x.com.") is
// the sentence's, not the address's.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

function withoutTrailingPunctuation(pieces: Piece[]): Piece[] {
  return pieces.flatMap((piece) => {
    const trailing = piece.href ? TRAILING_PUNCTUATION.exec(piece.text)?.[0] : undefined;
    if (!piece.href || !trailing || trailing.length === piece.text.length) return [piece];
    const text = piece.text.slice(0, -trailing.length);
    return [{ text, href: piece.href.slice(0, piece.href.length - trailing.length) }, { text: trailing }];
  });
}

/**
 * A comment's text, always as text (never HTML). A non-admin's links already read
 * '[link removed]' (the server masks them); an admin's http(s) links are anchors that open in a
 * new tab without giving that page a handle on this one.
 */
export function CommentText({ comment }: { comment: Pick<CommentView, 'content' | 'authorIsAdmin'> }) {
  if (!comment.authorIsAdmin) return <p className="comment__text">{comment.content}</p>;
  return (
    <p className="comment__text">
      {withoutTrailingPunctuation(linkPieces(comment.content)).map((piece, index) =>
        piece.href ? (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer">
            {piece.text}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </p>
  );
}
