import { BLOG_IMAGE_SIZE, blogPostPath } from '@bolo/contracts';
import type { BlogPostSummary } from '@bolo/contracts';
import { Badge, Link } from '@bolo/web';
import { PostMeta } from './PostMeta';

/** A post in the list and under a post (related posts): picture, category, title, excerpt, date, read time. */
export function BlogPostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = blogPostPath(post.slug);
  return (
    <article className="blog-card" data-testid="blog-card">
      <Link to={href} className="blog-card__media" tabIndex={-1} aria-hidden="true">
        {post.featuredImage ? (
          <img src={post.featuredImage} alt="" width={BLOG_IMAGE_SIZE.width} height={BLOG_IMAGE_SIZE.height} loading="lazy" decoding="async" />
        ) : (
          <span className="blog-card__placeholder" />
        )}
      </Link>
      <div className="blog-card__body">
        <Badge variant="secondary" className="blog-card__category">
          {post.category}
        </Badge>
        <Heading className="blog-card__title">
          <Link to={href}>{post.title}</Link>
        </Heading>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}
