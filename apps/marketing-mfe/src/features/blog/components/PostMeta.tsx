import type { BlogPostSummary } from '@bolo/contracts';
import { formatPostDate, readTimeLabel } from '../lib/post-dates';

/** Date and read time (and the author, on the post itself). */
export function PostMeta({ post, withAuthor = false }: { post: BlogPostSummary; withAuthor?: boolean }) {
  const date = formatPostDate(post.publishedAt);
  return (
    <p className="blog-meta">
      {withAuthor ? (
        <span className="blog-meta__author">
          By {post.author}
        </span>
      ) : null}
      {date ? <time dateTime={post.publishedAt ?? undefined}>{date}</time> : null}
      <span>{readTimeLabel(post.readTime)}</span>
    </p>
  );
}
